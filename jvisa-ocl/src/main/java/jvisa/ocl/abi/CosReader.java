package jvisa.ocl.abi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.asm.io.InputFiles;

/**
 * Reads IGC's {@code .cos} text dump of the patch-token lists: a program-scope section, then for
 * each kernel its SURFACE_STATE templates, its tokens ({@code PATCH_TOKEN_X (hex id) (size = n)}
 * followed by tab-indented {@code Field = value} lines) and its binary header.
 */
final class CosReader {

  private static final Pattern PROGRAM_SECTION =
      Pattern.compile("\\*\\* Program Scope patch lists \\*\\*");
  private static final Pattern KERNEL_SECTION =
      Pattern.compile("\\*\\* Kernel Patch Lists : Kernel Name = (.+) \\*\\*");
  private static final Pattern TOKEN =
      Pattern.compile("(PATCH_TOKEN_\\w+) \\(([0-9A-Fa-f]{1,8})\\) \\(size = (\\d+) ?\\)");
  private static final Pattern UNKNOWN_TOKEN =
      Pattern.compile("\\*\\*\\* UNKNOWN TOKEN ([0-9A-Fa-f]{1,8}) \\(size = (\\d+)\\)\\*\\*\\*");
  private static final Pattern SURFACE_STATE = Pattern.compile("SURFACE_STATE = \\{(.*)}");
  private static final Pattern KERNEL_NAME = Pattern.compile("Kernel Name: (.+)");
  private static final Pattern HEADER = Pattern.compile("\\w+ Kernel Binary Header:");

  private final String source;
  private final List<CosBlock> programBlocks = new ArrayList<>();
  private final List<CosKernel> kernels = new ArrayList<>();

  /** One kernel's blocks in file order, plus its header block. */
  private static final class CosKernel {
    final String name;
    final int line;
    final List<CosBlock> blocks = new ArrayList<>();
    CosBlock header;

    CosKernel(String name, int line) {
      this.name = name;
      this.line = line;
    }
  }

  private CosReader(String source) {
    this.source = source;
  }

  static KernelMetadata read(Path file, String kernelName, long maxBytes) {
    List<String> lines;
    try {
      lines =
          new String(InputFiles.read(file, maxBytes), StandardCharsets.ISO_8859_1).lines().toList();
    } catch (IOException | RuntimeException e) {
      throw new MetadataFormatException(file + ": cannot read: " + e.getMessage(), e);
    }
    return read(lines, file.toString(), kernelName);
  }

  /** Reads from lines already in memory; {@code source} names them in messages. */
  static KernelMetadata read(List<String> lines, String source, String kernelName) {
    CosReader reader = new CosReader(source);
    reader.parse(lines);
    return reader.build(reader.select(kernelName));
  }

  private MetadataFormatException error(int line, String what) {
    return new MetadataFormatException(source + ":" + line + ": " + what);
  }

  private void parse(List<String> lines) {
    List<CosBlock> section = null;
    CosKernel kernel = null;
    CosBlock block = null;
    for (int i = 0; i < lines.size(); i++) {
      int lineNo = i + 1;
      String raw = lines.get(i);
      String line = raw.endsWith("\r") ? raw.substring(0, raw.length() - 1) : raw;
      if (line.startsWith("\t")) {
        if (block == null) {
          throw error(lineNo, "indented line outside any token or header: '" + line.strip() + "'");
        }
        block.addLine(line, lineNo);
        continue;
      }
      String text = line.strip();
      if (text.isEmpty() || text.startsWith("//")) {
        block = null;
        continue;
      }
      Matcher m;
      if (PROGRAM_SECTION.matcher(text).matches()) {
        section = programBlocks;
        kernel = null;
        block = null;
      } else if ((m = KERNEL_SECTION.matcher(text)).matches()) {
        kernel = new CosKernel(m.group(1).strip(), lineNo);
        kernels.add(kernel);
        section = kernel.blocks;
        block = null;
      } else if ((m = TOKEN.matcher(text)).matches()) {
        block =
            CosBlock.token(
                m.group(1),
                Integer.parseUnsignedInt(m.group(2), 16),
                tokenSize(m.group(3), lineNo),
                lineNo,
                source);
        requireSection(section, lineNo, text).add(block);
      } else if ((m = UNKNOWN_TOKEN.matcher(text)).matches()) {
        block =
            CosBlock.token(
                "UNKNOWN",
                Integer.parseUnsignedInt(m.group(1), 16),
                tokenSize(m.group(2), lineNo),
                lineNo,
                source);
        requireSection(section, lineNo, text).add(block);
      } else if ((m = SURFACE_STATE.matcher(text)).matches()) {
        if (kernel == null) {
          throw error(lineNo, "SURFACE_STATE outside a kernel's patch list");
        }
        block = CosBlock.surfaceState(parseDwords(m.group(1), lineNo), lineNo, source);
        kernel.blocks.add(block);
      } else if ((m = KERNEL_NAME.matcher(text)).matches()) {
        if (kernel == null || !kernel.name.equals(m.group(1).strip())) {
          throw error(
              lineNo,
              "'Kernel Name: "
                  + m.group(1).strip()
                  + "' does not follow that kernel's "
                  + "patch list");
        }
        block = null;
      } else if (HEADER.matcher(text).matches()) {
        if (kernel == null || kernel.header != null) {
          throw error(lineNo, "kernel binary header outside a kernel, or a second one");
        }
        block = CosBlock.header(lineNo, source);
        kernel.header = block;
      } else {
        throw error(
            lineNo,
            "unexpected line '"
                + text
                + "'; expected a patch token, SURFACE_STATE, "
                + "a section title or a kernel header");
      }
    }
  }

  private int tokenSize(String digits, int lineNo) {
    if (digits.length() > 9) {
      throw error(lineNo, "token size " + digits + " is implausibly large");
    }
    return Integer.parseInt(digits);
  }

  private List<CosBlock> requireSection(List<CosBlock> section, int lineNo, String text) {
    if (section == null) {
      throw error(lineNo, "patch token before any '** ... patch lists **' section: '" + text + "'");
    }
    return section;
  }

  private List<Integer> parseDwords(String list, int lineNo) {
    List<Integer> dwords = new ArrayList<>();
    for (String part : list.split(",", -1)) {
      String hex = part.strip();
      if (!hex.matches("[0-9A-Fa-f]{1,8}")) {
        throw error(lineNo, "SURFACE_STATE dword '" + hex + "' is not 1 to 8 hex digits");
      }
      dwords.add(Integer.parseUnsignedInt(hex, 16));
    }
    if (dwords.size() != SurfaceState.SIZE_BYTES / 4) {
      throw error(
          lineNo,
          "SURFACE_STATE has "
              + dwords.size()
              + " dwords, expected "
              + SurfaceState.SIZE_BYTES / 4);
    }
    return dwords;
  }

  private CosKernel select(String kernelName) {
    List<String> names = new ArrayList<>();
    for (CosKernel k : kernels) {
      names.add(k.name);
    }
    if (kernelName == null) {
      if (kernels.size() != 1) {
        throw new MetadataFormatException(
            source + ": expected exactly one kernel patch list, found " + names);
      }
      return kernels.get(0);
    }
    for (CosKernel k : kernels) {
      if (k.name.equals(kernelName)) {
        return k;
      }
    }
    throw new MetadataFormatException(
        source + ": no kernel named '" + kernelName + "'; the dump has " + names);
  }

  private KernelMetadata build(CosKernel k) {
    KernelMetadataBuilder b = new KernelMetadataBuilder(source);
    b.kernelName = k.name;
    if (k.header == null) {
      throw error(k.line, "kernel '" + k.name + "' has no 'Kernel Binary Header' block");
    }
    CosBlock h = k.header;
    b.header =
        new KernelHeader(
            h.hex("CheckSum"),
            h.unsignedLong("ShaderHashCode"),
            h.integer("KernelNameSize"),
            h.integer("PatchListSize"),
            h.integer("KernelHeapSize"),
            h.integer("GeneralStateHeapSize"),
            h.integer("DynamicStateHeapSize"),
            h.integer("SurfaceStateHeapSize"));
    for (CosBlock t : programBlocks) {
      switch (t.token()) {
        case ALLOCATE_CONSTANT_MEMORY_SURFACE_PROGRAM_BINARY_INFO ->
            b.programBuffers.add(
                new ProgramBuffer(
                    ProgramBuffer.Kind.CONSTANT,
                    t.integer("BufferIndex"),
                    t.integer("InitializationDataSize"),
                    0));
        case ALLOCATE_GLOBAL_MEMORY_SURFACE_PROGRAM_BINARY_INFO ->
            b.programBuffers.add(
                new ProgramBuffer(
                    ProgramBuffer.Kind.GLOBAL,
                    t.integer("BufferIndex"),
                    t.integer("InitializationDataSize"),
                    t.integer("BufferType")));
        default -> b.unhandledTokens.add(new UnhandledToken(t.id, t.size));
      }
    }
    List<List<Integer>> surfaceDwords = new ArrayList<>();
    for (CosBlock t : k.blocks) {
      if (t.isSurfaceState()) {
        surfaceDwords.add(t.dwords);
      } else {
        CosTokenDecoder.decode(t, b);
      }
    }
    int surfaceBase = b.bindingTable() == null ? 0 : b.bindingTable().surfaceStateOffset();
    for (int i = 0; i < surfaceDwords.size(); i++) {
      b.surfaceStates.add(
          new SurfaceState(surfaceBase + SurfaceState.SIZE_BYTES * i, surfaceDwords.get(i)));
    }
    return b.build();
  }
}
