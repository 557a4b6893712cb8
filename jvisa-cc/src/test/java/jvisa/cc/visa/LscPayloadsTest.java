package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jvisa.cc.KernelCompiler;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * dg2 LSC messages narrower than SIMD16 whose operands span more than one register read and write
 * copies declared at the SIMD16 payload size GenX_IR uses without {@code -enableHalfLSC}.
 */
class LscPayloadsTest {
  private static final Pattern DECL =
      Pattern.compile("\\.decl (\\w+) v_type=G type=(\\w+) num_elts=(\\d+)(?:.*alias=<(\\w+),)?");
  private static final Pattern WIDE_OPERAND = Pattern.compile("(\\w+)\\]?:(?:a64|d64)\\b");

  @TempDir Path scratch;

  @Test
  void onlyMultiRegisterOperandsOfNarrowMessagesAreCopied() {
    assertTrue(LscPayloads.needsCopy(8, "uq"));
    assertTrue(LscPayloads.needsCopy(8, "q"));
    assertFalse(LscPayloads.needsCopy(8, "ud"));
    assertFalse(LscPayloads.needsCopy(16, "uq"));
    assertFalse(LscPayloads.needsCopy(1, "uq"));
    assertFalse(LscPayloads.needsCopy(4, "uq"));
  }

  @Test
  void simd8A64AddressesAnd64BitDataAreDeclaredAtSimd16Size() throws IOException {
    List<String> lines = compile(8);
    List<String> small = undersized(lines);
    assertEquals(List.of(), small, String.join("\n", lines));
    assertTrue(lines.stream().anyMatch(l -> l.contains("lsc_atomic")), "no atomic compiled");
  }

  @Test
  void simd16MessagesUseTheirValuesWithoutCopies() throws IOException {
    List<String> simd8 = compile(8);
    List<String> simd16 = compile(16);
    assertEquals(List.of(), undersized(simd16));
    assertTrue(movs(simd16) < movs(simd8), "SIMD16 should need no payload copies");
  }

  private List<String> compile(int simd) throws IOException {
    Assumptions.assumeTrue(FrontEnd.OCLOC.available() || FrontEnd.CLANG.available());
    Path source = scratch.resolve("k.cl");
    Files.writeString(
        source,
        """
        __kernel void k(__global const long* x, __global long* y, __global int* c) {
          int i = get_global_id(0);
          y[i] = x[i] + 1;
          c[i] = atomic_add(&c[i], 1);
        }
        """,
        StandardCharsets.UTF_8);
    return KernelCompiler.compile(
            source,
            new KernelCompiler.Options(Target.DG2, simd, null, Optional.empty(), ""),
            scratch.resolve("fe" + simd))
        .visaasm()
        .lines()
        .toList();
  }

  /** The a64 addresses and d64 data of LSC messages whose root declaration is under 128 bytes. */
  private static List<String> undersized(List<String> lines) {
    Map<String, Matcher> decls = new HashMap<>();
    for (String l : lines) {
      Matcher m = DECL.matcher(l);
      if (m.find()) {
        decls.put(m.group(1), m);
      }
    }
    List<String> small = new ArrayList<>();
    for (String l : lines) {
      if (!l.contains("lsc_")) {
        continue;
      }
      Matcher operand = WIDE_OPERAND.matcher(l);
      while (operand.find()) {
        Matcher root = decls.get(operand.group(1));
        while (root.group(4) != null && decls.containsKey(root.group(4))) {
          root = decls.get(root.group(4));
        }
        int bytes = Integer.parseInt(root.group(3)) * VisaTypes.bytes(root.group(2));
        if (bytes < 16 * 8) {
          small.add(operand.group(1) + " (" + bytes + " bytes) in " + l.strip());
        }
      }
    }
    return small;
  }

  private static long movs(List<String> lines) {
    return lines.stream().filter(l -> l.strip().startsWith("mov ")).count();
  }
}
