package jvisa.ocl.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import org.junit.jupiter.api.Test;

class UnwrittenReadsTest {
  private static final String HEAD = """
      .version 4.1
      .kernel "k"
      .decl IN v_type=G type=d num_elts=8 align=hword
      .decl W v_type=G type=d num_elts=8 align=hword
      .decl U v_type=G type=d num_elts=8 align=hword
      .decl UA v_type=G type=ud num_elts=8 align=hword alias=<U, 0>
      .decl R v_type=G type=d num_elts=8 align=hword
      .decl RA v_type=G type=ud num_elts=8 align=hword alias=<R, 0>
      .decl G0 v_type=G type=ud num_elts=8 align=hword alias=<%r0, 0>
      .decl P1 v_type=P num_elts=8
      .decl A0 v_type=A num_elts=1
      .input IN offset=64 size=32
      .function "_main_0"
      _main_0:
      """;

  private static List<UnwrittenRead> find(String body) {
    ParseResult r = VisaParser.parse("k.visaasm", HEAD + body + "    ret (M1, 1)\n");
    assertTrue(r.ok(), () -> r.diagnostics().toString());
    return UnwrittenReads.find(Program.of(r.unit()));
  }

  @Test
  void writtenInputAndPredefinedVariablesAreNotReported() {
    List<UnwrittenRead> found = find("""
        mov (M1, 8) W(0,0)<1> IN(0,0)<1;1,0>
        add (M1, 8) W(0,0)<1> W(0,0)<1;1,0> G0(0,0)<0;1,0>
        """);
    assertEquals(List.of(), found);
  }

  @Test
  void aReadOfAVariableNothingWritesIsReportedWithItsRoot() {
    List<UnwrittenRead> found = find("""
        cmp.eq (M1, 8) P1 UA(0,0)<1;1,0> UA(0,0)<1;1,0>
        mov (M1, 8) W(0,0)<1> UA(0,0)<1;1,0>
        """);
    assertEquals(1, found.size(), found.toString());
    assertEquals("UA", found.get(0).variable());
    assertEquals("U", found.get(0).root());
    assertEquals(3, found.get(0).reads());
  }

  @Test
  void aWriteThroughAnAliasWritesTheRoot() {
    assertEquals(List.of(), find("""
        mov (M1, 8) RA(0,0)<1> 0x1:ud
        mov (M1, 8) W(0,0)<1> R(0,0)<1;1,0>
        """));
  }

  @Test
  void aMessageWritesItsLastOperandAndReadsTheOthers() {
    List<UnwrittenRead> found = find("""
        gather4_scaled.R (M1, 8) %slm 0x0:ud IN.0 R.0
        mov (M1, 8) W(0,0)<1> R(0,0)<1;1,0>
        scatter4_scaled.R (M1, 8) %slm 0x0:ud W.0 U.0
        """);
    assertEquals(1, found.size(), found.toString());
    assertEquals("U", found.get(0).root());
  }

  @Test
  void anLscLoadWritesItsDataOperandAndReadsItsAddress() {
    List<UnwrittenRead> found = find("""
        lsc_load.ugm.ca.ca (M1, 8)  R:d32  flat[U]:a32
        mov (M1, 8) W(0,0)<1> R(0,0)<1;1,0>
        """);
    assertEquals(1, found.size(), found.toString());
    assertEquals("U", found.get(0).root());
  }

  @Test
  void anIndirectDestinationMayWriteEveryVariableWhoseAddressIsTaken() {
    String body = """
        addr_add (M1_NM, 1) A0(0)<1> &R IN(0,0)<0;1,0>
        mov (M1_NM, 1) r[A0(0),0]<1>:d 0x1:d
        mov (M1, 8) W(0,0)<1> R(0,0)<1;1,0>
        """;
    assertEquals(List.of(), find(body));
    assertEquals(1, find(body.replace("r[A0(0),0]<1>:d", "W(0,0)<1>")).size());
  }
}
