package jvisa.ocl.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** case.json reading on hand-made cases: defaults, scalar encoding and every kind of defect. */
class CaseSpecTest {

  @TempDir Path dir;

  private static final String VARIANT =
      """
            {"name": "tgllp-simd16-inline", "target": "tgllp", "simd": 16, "calls": "inline",
             "visaasm": ["kernel.visaasm"], "cos": "kernel.cos", "bin": "kernel.bin"}""";

  private String caseJson(String args, String extra) {
    return "{\"kernel\": \"k\", \"global\": [64, 2], \"local\": [16, 1], \"args\": ["
        + args
        + "], "
        + "\"variants\": ["
        + VARIANT
        + "]"
        + extra
        + "}";
  }

  private CaseSpec load(String json) throws IOException {
    Files.writeString(dir.resolve("case.json"), json);
    return CaseSpec.load(dir);
  }

  private String failure(String json) throws IOException {
    Files.writeString(dir.resolve("case.json"), json);
    CaseFormatException e = assertThrows(CaseFormatException.class, () -> CaseSpec.load(dir));
    assertTrue(e.getMessage().contains("case.json"), e.getMessage());
    return e.getMessage();
  }

  private static String scalar(String type, String value) {
    return "{\"name\": \"s\", \"kind\": \"scalar\", \"type\": \""
        + type
        + "\", \"value\": "
        + value
        + "}";
  }

  @Test
  void defaultsAndBuffers() throws IOException {
    String out =
        "{\"name\": \"o\", \"kind\": \"global\", \"type\": \"ushort\", \"count\": 3, \"init\": \"zero\","
            + " \"output\": true, \"input\": \"in/o.bin\", \"expected\": \"expected/o.bin\"}";
    CaseSpec c = load(caseJson(out, ""));
    assertEquals(CompareRule.DEFAULT, c.compare());
    assertEquals(4, c.compare().ulp());
    assertEquals("", c.buildOptions());
    assertEquals(2, c.dimensions());
    assertEquals(4, c.groupCount(0));
    assertEquals(1, c.localSize(2));
    ArgSpec o = c.args().get(0);
    assertEquals(
        new BufferInit("zero", com.fasterxml.jackson.databind.node.NullNode.getInstance()),
        o.init().orElseThrow());
    Files.createDirectories(dir.resolve("in"));
    Files.createDirectories(dir.resolve("expected"));
    Files.write(dir.resolve("in/o.bin"), new byte[6]);
    Files.write(dir.resolve("expected/o.bin"), new byte[] {1, 0, 2, 0});
    assertEquals(6, c.loadInput(o).length);
    CaseFormatException e = assertThrows(CaseFormatException.class, () -> c.loadExpected(o));
    assertTrue(e.getMessage().contains("4 bytes, expected 6"), e.getMessage());
    assertEquals(dir.resolve("igc/tgllp-simd16-inline/kernel.cos"), c.cosPath(c.variants().get(0)));
  }

  @Test
  void compareRuleIsRead() throws IOException {
    CaseSpec c =
        load(
            caseJson(
                scalar("int", "1"), ", \"compare\": {\"ulp\": 0, \"mismatch_fraction\": 0.25}"));
    assertEquals(new CompareRule(0, 0.25), c.compare());
    assertEquals(2, c.compare().allowedMismatches(8));
  }

  @Test
  void scalarsAreEncodedInTheirType() throws IOException {
    assertArrayEquals(
        new byte[] {-1, -1, -1, -1},
        load(caseJson(scalar("int", "-1"), "")).args().get(0).scalarBytes());
    assertArrayEquals(
        new byte[] {-1, -1, -1, -1},
        load(caseJson(scalar("uint", "4294967295"), "")).args().get(0).scalarBytes());
    assertArrayEquals(
        new byte[] {-1, -1, -1, -1, -1, -1, -1, -1},
        load(caseJson(scalar("ulong", "18446744073709551615"), "")).args().get(0).scalarBytes());
    assertArrayEquals(
        new byte[] {(byte) 0xcd, (byte) 0xcc, (byte) 0xcc, 0x3d},
        load(caseJson(scalar("float", "0.1"), "")).args().get(0).scalarBytes());
    assertArrayEquals(
        new byte[] {0x66, 0x2e},
        load(caseJson(scalar("half", "0.1"), "")).args().get(0).scalarBytes());
    assertArrayEquals(
        new byte[] {(byte) 0xff, 0x7b},
        load(caseJson(scalar("half", "65504"), "")).args().get(0).scalarBytes());
    assertArrayEquals(
        new byte[] {(byte) 0x80},
        load(caseJson(scalar("char", "-128"), "")).args().get(0).scalarBytes());
  }

  @Test
  void badScalarsAreRejected() throws IOException {
    assertTrue(failure(caseJson(scalar("uint", "4294967296"), "")).contains("args[0].value"));
    assertTrue(failure(caseJson(scalar("char", "1.5"), "")).contains("is not an integer"));
    assertTrue(failure(caseJson(scalar("half", "65520"), "")).contains("overflows half"));
    assertTrue(failure(caseJson(scalar("float", "1e39"), "")).contains("overflows float"));
    assertTrue(failure(caseJson(scalar("int", "\"7\""), "")).contains("expected a number"));
    assertTrue(
        failure(caseJson("{\"name\": \"s\", \"kind\": \"scalar\", \"type\": \"int\"}", ""))
            .contains("missing 'value'"));
  }

  @Test
  void structuralDefectsNameTheField() throws IOException {
    assertTrue(failure("{\"kernel\": ").contains("not valid JSON"));
    assertTrue(failure("[1]").contains("expected an object"));
    assertTrue(
        failure(caseJson("", "").replace("\"kernel\": \"k\",", "")).contains("kernel: missing"));
    assertTrue(
        failure(caseJson("", "").replace("[16, 1]", "[16]")).contains("local: 1 dimensions"));
    assertTrue(
        failure(caseJson("", "").replace("[64, 2]", "[64, 2, 1, 1]")).contains("4 dimensions"));
    assertTrue(failure(caseJson("", "").replace("[64, 2]", "[64, 0]")).contains("global[1]"));
    assertTrue(
        failure(
                caseJson(
                    "{\"name\": \"b\", \"kind\": \"global\", \"type\": \"flot\", \"count\": 1,"
                        + " \"input\": \"in/b.bin\"}",
                    ""))
            .contains("args[0].type: 'flot'"));
    assertTrue(
        failure(caseJson("{\"name\": \"b\", \"kind\": \"image\", \"type\": \"int\"}", ""))
            .contains("args[0].kind"));
    assertTrue(
        failure(
                caseJson(
                    "{\"name\": \"b\", \"kind\": \"global\", \"type\": \"int\", \"count\": 4}", ""))
            .contains("needs an 'input' file"));
    assertTrue(
        failure(
                caseJson(
                    "{\"name\": \"b\", \"kind\": \"global\", \"type\": \"int\", \"count\": 4,"
                        + " \"input\": \"../../etc/passwd\"}",
                    ""))
            .contains("inside the case folder"));
    assertTrue(
        failure(
                caseJson(
                    "{\"name\": \"b\", \"kind\": \"global\", \"type\": \"int\", \"count\": 4,"
                        + " \"input\": \"in/b.bin\", \"output\": true}",
                    ""))
            .contains("needs an 'expected' file"));
    assertTrue(
        failure(caseJson(scalar("int", "1") + "," + scalar("int", "2"), "")).contains("duplicate"));
    assertTrue(
        failure(caseJson("", "").replace("\"simd\": 16", "\"simd\": 12"))
            .contains("variants[0].simd"));
    assertTrue(
        failure(caseJson("", ", \"compare\": {\"mismatch_fraction\": 2}"))
            .contains("compare.mismatch_fraction"));
    assertTrue(failure(caseJson("", ", \"compare\": {\"ulp\": -1}")).contains("compare.ulp"));
  }

  @Test
  void missingFileIsReported() {
    CaseFormatException e = assertThrows(CaseFormatException.class, () -> CaseSpec.load(dir));
    assertTrue(e.getMessage().contains("cannot read"), e.getMessage());
  }
}
