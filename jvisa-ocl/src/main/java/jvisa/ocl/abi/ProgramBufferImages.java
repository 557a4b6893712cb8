package jvisa.ocl.abi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import jvisa.asm.io.InputFiles;

/**
 * The initial bytes of program-scope buffers kept beside a {@code .cos} launch description (which
 * gives only their sizes): buffer {@code BufferIndex} of a {@code
 * ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO} token is the file {@link #fileName} names
 * in the folder of the {@code .cos}. The jvisa compiler writes them; the launcher reads them when
 * there is no {@code .bin}.
 */
public final class ProgramBufferImages {
  private static final ProgramBufferImages EMPTY = new ProgramBufferImages(Map.of());

  private final Map<String, byte[]> bytes;

  private ProgramBufferImages(Map<String, byte[]> bytes) {
    this.bytes = bytes;
  }

  public static ProgramBufferImages empty() {
    return EMPTY;
  }

  /** Just {@code data} for program buffer {@code index} of {@code kind}. */
  public static ProgramBufferImages of(ProgramBuffer.Kind kind, int index, byte[] data) {
    return new ProgramBufferImages(Map.of(fileName(kind, index), data.clone()));
  }

  /** The file holding the initial bytes of program buffer {@code index} of {@code kind}. */
  public static String fileName(ProgramBuffer.Kind kind, int index) {
    return "program_" + kind.name().toLowerCase(Locale.ROOT) + "_" + index + ".bin";
  }

  /** The initial bytes of program buffer {@code index} of {@code kind}, if known. */
  public Optional<byte[]> bytes(ProgramBuffer.Kind kind, int index) {
    byte[] b = bytes.get(fileName(kind, index));
    return b == null ? Optional.empty() : Optional.of(b.clone());
  }

  /** File name to bytes, for writing them beside a {@code .cos}. */
  public Map<String, byte[]> files() {
    Map<String, byte[]> out = new HashMap<>();
    bytes.forEach((name, b) -> out.put(name, b.clone()));
    return out;
  }

  /**
   * The files in {@code folder} holding the bytes of the program buffers {@code meta} binds, each a
   * regular file of at most {@code maxBytes}; a missing file is left out.
   */
  public static ProgramBufferImages readBeside(Path folder, KernelMetadata meta, long maxBytes)
      throws IOException {
    Map<String, byte[]> found = new HashMap<>();
    for (ProgramSurfaceBinding s : meta.programSurfaces()) {
      String name = fileName(s.kind(), s.bufferIndex());
      Path file = folder.resolve(name);
      if (Files.isRegularFile(file)) {
        try {
          found.put(name, InputFiles.read(file, maxBytes));
        } catch (IOException e) {
          throw new IOException(file + ": " + e.getMessage(), e);
        }
      }
    }
    return found.isEmpty() ? EMPTY : new ProgramBufferImages(found);
  }
}
