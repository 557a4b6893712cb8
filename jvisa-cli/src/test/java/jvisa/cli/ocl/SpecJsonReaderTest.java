package jvisa.cli.ocl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jvisa.ocl.corpus.ElementType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpecJsonReaderTest {
  @TempDir Path tmp;

  private LaunchSpec read(String json) throws IOException {
    return SpecJsonReader.read(Files.writeString(tmp.resolve("spec.json"), json), 1 << 20);
  }

  @Test
  void theKernelMayBeOmittedAndTypesMayBeVectors() throws IOException {
    LaunchSpec s =
        read(
            "{\"global\": [8], \"args\": ["
                + "{\"name\": \"x\", \"kind\": \"global\", \"type\": \"float4\", \"count\": 8},"
                + "{\"name\": \"k\", \"kind\": \"scalar\", \"type\": \"int3\","
                + " \"value\": [1, 2, 3]},"
                + "{\"name\": \"b\", \"kind\": \"scalar\", \"type\": \"half2\", \"value\": 1}]}");
    assertEquals(null, s.kernel());
    assertEquals(32, ((KernelArg.Global) s.args().get(0)).elements());
    assertEquals(
        List.of(BigDecimal.valueOf(1), BigDecimal.valueOf(2), BigDecimal.valueOf(3)),
        ((KernelArg.Scalar) s.args().get(1)).values().stream().map(v -> v.setScale(0)).toList());
    assertEquals(2, ((KernelArg.Scalar) s.args().get(2)).values().size());
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                read(
                    "{\"global\": [8], \"args\": [{\"name\": \"k\", \"kind\": \"scalar\","
                        + " \"type\": \"float4\", \"value\": [1, 2]}]}"));
    assertTrue(e.getMessage().contains("args[0].value: a float4 takes 4 values"), e.getMessage());
  }

  @Test
  void readsTheCorpusSpecFormat() throws IOException {
    LaunchSpec s =
        read(
            "{\"kernel\": \"k\", \"global\": [16, 4], \"local\": [8, 2], \"seed\": 9,"
                + " \"build_options\": \"-DN=3\", \"compare\": {\"ulp\": 8},"
                + " \"args\": ["
                + "{\"name\": \"a\", \"kind\": \"global\", \"type\": \"float\", \"count\": 64,"
                + " \"init\": {\"random_float\": [-1.5, 2]}},"
                + "{\"name\": \"b\", \"kind\": \"global\", \"type\": \"uint\", \"count\": 64,"
                + " \"input\": \"in/b.bin\", \"output\": true},"
                + "{\"name\": \"p\", \"kind\": \"global\", \"type\": \"int\", \"count\": 64,"
                + " \"init\": {\"permutation\": true}},"
                + "{\"name\": \"n\", \"kind\": \"scalar\", \"type\": \"int\", \"value\": -4},"
                + "{\"name\": \"t\", \"kind\": \"local\", \"type\": \"short\", \"count\": 16}]}");
    assertEquals("k", s.kernel());
    assertEquals(List.of(16L, 4L), s.global());
    assertEquals(List.of(8L, 2L), s.local());
    assertEquals(9L, s.seed());
    assertEquals("-DN=3", s.buildOptions());
    assertEquals(8, s.compare().ulp());
    assertEquals(
        new KernelArg.Global(
            "a",
            ElementType.FLOAT,
            64,
            new BufferInit.Random(new BigDecimal("-1.5"), new BigDecimal("2")),
            false),
        s.args().get(0));
    assertEquals(
        new KernelArg.Global(
            "b", ElementType.UINT, 64, new BufferInit.File(tmp.resolve("in/b.bin")), true),
        s.args().get(1));
    assertEquals(new BufferInit.Permutation(), ((KernelArg.Global) s.args().get(2)).init());
    assertEquals(new KernelArg.Scalar("n", ElementType.INT, new BigDecimal("-4")), s.args().get(3));
    assertEquals(new KernelArg.Local("t", ElementType.SHORT, 16), s.args().get(4));
  }

  @Test
  void complaintsNameTheField() {
    assertField(
        "{\"kernel\": \"k\", \"global\": [4], \"args\": 3}", "args: missing or not an array");
    assertField(
        "{\"kernel\": 3, \"global\": [4], \"args\": []}", "kernel: missing or not a string");
    assertField("{\"kernel\": \"k\", \"global\": [0], \"args\": []}", "global: sizes must be");
    assertField(
        "{\"kernel\": \"k\", \"global\": [4], \"args\": [{\"name\": \"a\", \"kind\": \"global\","
            + " \"type\": \"int\"}]}",
        "args[0].count: missing or not a positive integer");
    assertField(
        "{\"kernel\": \"k\", \"global\": [4], \"args\": [{\"name\": \"a\", \"kind\": \"global\","
            + " \"type\": \"int\", \"count\": 4, \"init\": {\"gauss\": 1}}]}",
        "args[0].init: unknown init 'gauss'");
    assertField(
        "{\"kernel\": \"k\", \"global\": [4], \"args\": [{\"name\": \"a\", \"kind\": \"image\","
            + " \"type\": \"int\"}]}",
        "args[0].kind: 'image' is not global, scalar or local");
  }

  private void assertField(String json, String message) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read(json));
    assertTrue(
        e.getMessage().endsWith("spec.json: " + message) || e.getMessage().contains(message),
        e.getMessage());
  }
}
