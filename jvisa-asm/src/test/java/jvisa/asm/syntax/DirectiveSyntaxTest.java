package jvisa.asm.syntax;

import static jvisa.asm.syntax.Syntax.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import jvisa.asm.model.Align;
import jvisa.asm.model.Attribute;
import jvisa.asm.model.Declaration;
import jvisa.asm.model.InputDecl;
import jvisa.asm.model.KernelAttr;
import jvisa.asm.model.SourcePos;
import jvisa.asm.model.Type;
import jvisa.asm.model.Unit;
import jvisa.asm.model.VarClass;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.asm.text.VisaPrinter;
import org.junit.jupiter.api.Test;

/**
 * Declarations of every variable class, payload inputs, kernel attributes and function
 * declarations.
 */
class DirectiveSyntaxTest {
  private static final SourcePos P = SourcePos.NONE;

  private static Declaration last(Unit u) {
    return u.declarations().get(u.declarations().size() - 1);
  }

  @Test
  void generalVariablesWithAlignmentsAliasesAndAttributes() {
    assertEquals(
        new Declaration(
            "X", VarClass.GENERAL, Type.UD, 8, Align.DWORD, null, 0, null, List.of(), P),
        last(unit(".decl X v_type=G type=ud num_elts=8 align=dword")));
    assertEquals(
        new Declaration("X", VarClass.GENERAL, Type.W, 16, Align.GRF, "VD", 64, null, List.of(), P),
        last(unit(".decl X v_type=G type=w num_elts=16 align=GRF alias=<VD, 64>")));
    for (Align a : Align.values()) {
      assertEquals(a, last(unit(".decl X v_type=G type=d num_elts=1 align=" + a.text())).align());
    }
    assertEquals(Align.GRF2, last(unit(".decl X v_type=G type=d num_elts=1 align=2GRF")).align());
    assertEquals(Align.OWORD, last(unit(".decl X v_type=G type=d num_elts=1 align=16")).align());
    assertEquals(
        Align.HWORD, last(unit(".decl X v_type=G type=d num_elts=1 align=%sizeof(GRF)")).align());
    assertEquals(
        List.of(
            new Attribute("Input", null, null),
            new Attribute("DoNotSpill", null, null),
            new Attribute("Scope", 3L, null)),
        last(unit(".decl X v_type=G type=f num_elts=4 attrs={Input, DoNotSpill, Scope=3}"))
            .attributes());
    assertEquals(Type.DF, last(unit(".decl X v_type=G type=DF num_elts=%sizeof VD / 8")).type());
    assertEquals(64, last(unit(".decl X v_type=G type=DF num_elts=%sizeof VD / 8")).numElements());
  }

  @Test
  void attributesWithStringValuesRoundTrip() {
    // the grammar allows string values; GenX_IR 1.0.12504 declares no variable attribute that takes
    // one
    String text =
        Syntax.HEADER + ".decl X v_type=G type=f num_elts=4 attrs={Name=\"a \\\"b\\\"\", Input}\n";
    ParseResult r = VisaParser.parse("attrs.visaasm", text);
    assertEquals(List.of(), r.diagnostics());
    assertEquals(
        List.of(new Attribute("Name", null, "a \"b\""), new Attribute("Input", null, null)),
        last(r.unit()).attributes());
    assertEquals(r.unit(), VisaParser.parse("printed", VisaPrinter.print(r.unit())).unit());
  }

  @Test
  void addressPredicateSamplerAndSurfaceVariables() {
    assertEquals(
        new Declaration("A9", VarClass.ADDRESS, Type.UW, 4, null, null, 0, null, List.of(), P),
        last(unit(".decl A9 v_type=A num_elts=4")));
    assertEquals(
        new Declaration("P9", VarClass.PREDICATE, Type.BOOL, 16, null, null, 0, null, List.of(), P),
        last(unit(".decl P9 v_type=P num_elts=16")));
    assertEquals(
        new Declaration("S9", VarClass.SAMPLER, null, 1, null, null, 0, "S009", List.of(), P),
        last(unit(".decl S9 v_type=S num_elts=1 v_name=S009")));
    assertEquals(
        new Declaration("T9", VarClass.SURFACE, null, 1, null, null, 0, "T009", List.of(), P),
        last(unit(".decl T9 v_type=T num_elts=1 v_name=T009")));
  }

  @Test
  void inputsParametersAndImplicitInputs() {
    Unit u =
        unit(
            ".input VD offset=32 size=64",
            ".input VF offset=96",
            ".implicit_LOCAL_ID VUW offset=128 size=96",
            ".kernel_attr SimdSize=16");
    assertEquals(
        List.of(
            new InputDecl("input", "VD", 32, 64, P),
            new InputDecl("input", "VF", 96, -1, P),
            new InputDecl("implicit_LOCAL_ID", "VUW", 128, 96, P)),
        u.inputs());
  }

  @Test
  void kernelAttributesAndFunctionDeclarations() {
    Unit u =
        unit(
            ".funcdecl \"callee\"",
            ".kernel_attr Target=\"cm\"",
            ".kernel_attr SimdSize=8",
            ".kernel_attr OutputAsmPath=\"out.asm\"",
            ".kernel_attr NoBarrier");
    assertEquals(List.of("callee"), u.funcDecls());
    assertEquals(
        List.of(
            new KernelAttr("Target", "cm", true, P),
            new KernelAttr("SimdSize", "8", false, P),
            new KernelAttr("OutputAsmPath", "out.asm", true, P),
            new KernelAttr("NoBarrier", null, false, P)),
        u.attributes());
  }
}
