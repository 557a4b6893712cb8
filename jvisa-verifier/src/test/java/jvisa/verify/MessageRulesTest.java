package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Program;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Unit;
import jvisa.asm.text.Diagnostic;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import org.junit.jupiter.api.Test;

/** The table's formats for messages and other non-vector instructions, one test per rule. */
class MessageRulesTest {
  private static final String PAYLOADS =
      String.join(
          "\n",
          ".decl VQ v_type=G type=uq num_elts=16 align=GRF",
          ".decl VB v_type=G type=ud num_elts=64 align=GRF",
          ".decl VS v_type=G type=ud num_elts=4 align=GRF",
          ".decl T6 v_type=T num_elts=1",
          ".decl S0 v_type=S num_elts=1",
          ".decl VF v_type=G type=f num_elts=64 align=GRF",
          ".decl VH v_type=G type=hf num_elts=128 align=GRF",
          ".decl VW v_type=G type=uw num_elts=32 align=GRF");

  @Test
  void messagesHaveTheirOperandCount() {
    rejects("operand-count", "oword_ld", kernel(PAYLOADS, "oword_ld (4) T6 0x0:ud"));
    rejects("operand-count", "svm_gather", kernel(PAYLOADS, "svm_gather.4.1 (M1, 16) VQ.0"));
    accepts(kernel(PAYLOADS, "oword_ld (4) T6 0x0:ud VB.0", "svm_gather.4.1 (M1, 16) VQ.0 VB.0"));
  }

  @Test
  void messageOperandsHaveTheirForm() {
    rejects("operand-kind", "0x10:ud", kernel(PAYLOADS, "oword_ld (4) T6 0x0:ud 0x10:ud"));
    rejects(
        "operand-kind",
        "VB(0,0)<1;1,0>",
        kernel(PAYLOADS, "oword_st (4) T6 0x0:ud VB(0,0)<1;1,0>"));
  }

  @Test
  void surfacesAndSamplersAreOfTheirClass() {
    rejects("var-class", "S0 0x0", kernel(PAYLOADS, "oword_ld (4) S0 0x0:ud VB.0"));
    rejects("var-class", "VB 0x0", kernel(PAYLOADS, "oword_ld (4) VB 0x0:ud VB.0"));
    accepts(kernel(PAYLOADS, "oword_ld (4) %slm 0x0:ud VB.0"));
  }

  @Test
  void executionSizesAreTheOnesTheInstructionTakes() {
    rejects("exec-size", "(16)", kernel(PAYLOADS, "svm_block_ld (16) VQ(0,0)<0;1,0> VB.0"));
    rejects("exec-size", "(M1, 32)", kernel(PAYLOADS, "svm_gather.4.1 (M1, 32) VQ.0 VB.0"));
    rejects("exec-size", "(M1, 1)", kernel(PAYLOADS, "barrier (M1, 1)"));
    accepts(kernel(PAYLOADS, "svm_block_ld (8) VQ(0,0)<0;1,0> VB.0", "barrier"));
  }

  @Test
  void payloadsStayInsideTheirVariable() {
    rejects("payload-size", "VS.0", kernel(PAYLOADS, "oword_ld (4) T6 0x0:ud VS.0"));
    rejects(
        "payload-size",
        "VB.224",
        kernel(PAYLOADS, "gather_scaled.4 (M1, 16) T6 0x0:ud VB.0 VB.224"));
    rejects(
        "payload-size",
        "VS:d32x2",
        kernel(PAYLOADS, "lsc_load.ugm (M1, 16) VS:d32x2 flat[VQ]:a64"));
    accepts(
        kernel(
            PAYLOADS,
            "oword_ld (2) T6 0x0:ud VS.0",
            "lsc_load.ugm (M1_NM, 1) VS:d32 flat[VQ]:a64"));
  }

  @Test
  void rawSendPayloadsCoverTheRegistersTheirCountsSay() {
    rejects("payload-size", "VS.0", kernel(PAYLOADS, "raw_send (M1, 16) 0x0 2 1 0x0:ud VS.0 VB.0"));
    rejects("payload-size", "VS.0", kernel(PAYLOADS, "raw_send (M1, 16) 0x0 1 2 0x0:ud VB.0 VS.0"));
    rejects(
        "payload-size",
        "VS.0",
        kernel(PAYLOADS, "raw_sends.15.2.1.1 (M1, 16) 0x0:ud 0x0:ud VS.0 VB.0 VB.0"));
    rejects(
        "payload-size",
        "VS.0",
        kernel(PAYLOADS, "raw_sends.1.1.2 (M1, 16) 0x0:ud 0x0:ud VB.0 VB.0 VS.0"));
    accepts(
        kernel(
            PAYLOADS,
            "raw_send (M1, 16) 0x0 1 1 0x0:ud VS.0 VB.0",
            "raw_sends.15.1.1.2 (M1, 16) 0x0:ud 0x0:ud VS.0 VS.0 VB.0",
            "raw_sends.2.1.0 (M1, 16) 0x0:ud 0x0:ud VB.0 VS.0 %null.0"));
  }

  @Test
  void lscDataShapesFitTheirOperation() {
    rejects(
        "data-shape", "VB:d32x5", kernel(PAYLOADS, "lsc_load.ugm (M1, 16) VB:d32x5 flat[VQ]:a64"));
    rejects("data-shape", "VB:d8x2", kernel(PAYLOADS, "lsc_load.ugm (M1, 8) VB:d8x2 flat[VQ]:a64"));
    rejects(
        "data-shape",
        "VB:d16u32x2",
        kernel(PAYLOADS, "lsc_store.ugm (M1, 8) flat[VQ]:a64 VB:d16u32x2"));
    rejects(
        "data-shape",
        "VB:d32x4t",
        kernel(PAYLOADS, "lsc_load.ugm (M1, 16) VB:d32x4t flat[VQ]:a64"));
    rejects(
        "data-shape",
        "%null:d32x8",
        kernel(PAYLOADS, "lsc_load.ugm (M1, 16) %null:d32x8 flat[VQ]:a64"));
    rejects(
        "data-shape",
        "VB:d32x2",
        kernel(PAYLOADS, "lsc_atomic_iadd.ugm (M1, 8) VB:d32x2 flat[VQ]:a64 VB %null"));
    rejects(
        "data-shape",
        "VB:d16",
        kernel(PAYLOADS, "lsc_atomic_iadd.ugm (M1, 8) VB:d16 flat[VQ]:a64 VB %null"));
    rejects(
        "data-shape",
        "VB:d32t",
        kernel(PAYLOADS, "lsc_atomic_iadd.ugm (M1_NM, 1) VB:d32t flat[VQ]:a64 VB %null"));
    rejects(
        "data-shape",
        "VB:d64.2x8x8nn",
        kernel(
            PAYLOADS,
            "lsc_store_block2d.ugm (M1, 1) flat[VQ,0x3f,0x1f,0x3f,0x0,0x0] VB:d64.2x8x8nn"));
    accepts(
        kernel(
            PAYLOADS,
            "lsc_load.ugm (M1, 16) VB:d32x4 flat[VQ]:a64",
            "lsc_load.ugm (M1, 8) VB:d64x2 flat[VQ]:a64",
            "lsc_load.ugm (M1_NM, 1) VB:d8x64t flat[VQ]:a64",
            "lsc_load.ugm (M1, 16) VB:d16u32h flat[VQ]:a64",
            "lsc_atomic_iadd.ugm (M1, 16) VB:d16u32 flat[VQ]:a64 VB %null",
            "lsc_load_quad.ugm (M1, 8) VB:d64.xyzw flat[VQ]:a64"));
  }

  @Test
  void twoDimensionalBlockAndStridedPayloadsHaveTheirTableSizes() {
    rejects(
        "payload-size",
        "VB:d32.1x8x16nn",
        kernel(
            PAYLOADS,
            "lsc_load_block2d.ugm (M1, 1) VB:d32.1x8x16nn flat[VQ,0x3f,0x1f,0x3f,0x0,0x0]"));
    rejects(
        "payload-size",
        "VS:d32x2",
        kernel(PAYLOADS, "lsc_load_strided.ugm (M1, 16) VS:d32x2 flat[VB]:a64"));
    accepts(
        kernel(
            PAYLOADS,
            "lsc_load_block2d.ugm (M1, 1) VB:d32.1x8x8nn flat[VQ,0x3f,0x1f,0x3f,0x0,0x0]",
            "lsc_load_strided.ugm (M1, 16) VB:d32 flat[VS, VS.4]:a64"));
  }

  @Test
  void samplerReturnedDataCoversItsChannelsLanesAndNullMask() {
    // VF, VH: 256 bytes; VB: 256; VW: 64
    rejects(
        "payload-size",
        "VB.32",
        kernel(PAYLOADS, "sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VB.32 VF.0"));
    rejects(
        "payload-size",
        "VF.0",
        kernel(PAYLOADS, "sample_3d.pixel_null_mask.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VB.0"));
    rejects("payload-size", "VW.0", kernel(PAYLOADS, "load_3d.RGB (M1, 16) 0x0:uw T6 VW.0 VB.0"));
    rejects(
        "payload-size", "VF.32", kernel(PAYLOADS, "sample4.R (M1, 16) 0x0:uw S0 T6 VF.32 VB.0"));
    rejects(
        "payload-size",
        "VW.0",
        kernel(PAYLOADS, "sample_unorm.RG.16-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VW.0"));
    rejects("payload-size", "VS.0", kernel(PAYLOADS, "resinfo.RG (M1, 8) T6 VB.0 VS.0"));
    accepts(
        kernel(
            PAYLOADS,
            "sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VB.0",
            "sample_3d.pixel_null_mask.RGBA (M1, 16) 0x0:uw S0 T6 VH.32 VB.0",
            "sample_3d.pixel_null_mask.RGB (M1, 16) 0x0:uw S0 T6 VF.0 VB.0",
            "sample4.R (M1, 16) 0x0:uw S0 T6 VF.0 VB.0",
            "sample_unorm.R.8-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VW.0",
            "resinfo.R (M1, 8) T6 VB.0 VB.0"));
  }

  @Test
  void motionEstimationPayloadsHaveTheirSpecSizes() {
    // VW: 64 bytes; VB, VF: 256
    rejects("payload-size", "VW.0", kernel(PAYLOADS, "vme_sic T6 VB.0 VB.128 VW.0"));
    rejects("payload-size", "VB.160", kernel(PAYLOADS, "vme_sic T6 VB.0 VB.160 VF.0"));
    rejects("payload-size", "VF.0", kernel(PAYLOADS, "vme_idm T6 VB.0 VW.0 VF.0"));
    rejects(
        "payload-size",
        "VF.0",
        kernel(PAYLOADS, "vme_ime (1, 3) T6 VB.0 VB.0 VW.0 VW.0 VW.0 VF.0"));
    rejects(
        "payload-size",
        "VW.0",
        kernel(PAYLOADS, "vme_ime (1, 0) T6 VB.0 VW.0 VW.0 VW.0 VW.0 VF.0"));
    accepts(
        kernel(
            PAYLOADS,
            "vme_sic T6 VB.0 VB.128 VF.0",
            "vme_ime (0, 3) T6 VB.0 VW.0 VW.0 VW.0 VW.0 VF.0",
            "vme_fbr (0x0:ub, 0x1:ub, VW(0,0)<0;1,0>) T6 VB.0 VB.0 VF.0"));
  }

  @Test
  void samplerParametersCoverOneElementPerLaneOfTheirType() {
    rejects(
        "payload-size",
        "VF.224",
        kernel(PAYLOADS, "sample_3d.R (M1, 16) 0x0:uw S0 T6 VB.0 VF.0 VF.224"));
    rejects("payload-size", "VB.240", kernel(PAYLOADS, "load_3d.R (M1, 8) 0x0:uw T6 VF.0 VB.240"));
    accepts(
        kernel(
            PAYLOADS,
            "sample_3d.R (M1, 16) 0x0:uw S0 T6 VB.0 VF.0 VH.224",
            "load_3d.R (M1, 8) 0x0:uw T6 VF.0 VB.224"));
  }

  @Test
  void samplerMessagesTakeOneToFifteenParameters() {
    rejects(
        "operand-count", "sample_3d", kernel(PAYLOADS, "sample_3d.R (M1, 16) 0x0:uw S0 T6 VB.0"));
    rejects(
        "data-shape",
        "sample_3d",
        kernel(PAYLOADS, "sample_3d.R (M1, 16) 0x0:uw S0 T6 VB.0" + " VF.0".repeat(16)));
    accepts(kernel(PAYLOADS, "sample_3d.R (M1, 16) 0x0:uw S0 T6 VB.0" + " VF.0".repeat(15)));
  }

  @Test
  void samplerSuffixesAreTheTypedOnesOfTheOperation() {
    parseRejects("'.RG' is not a source channel", "sample4.RG (M1, 16) 0x0:uw S0 T6 VB.0 VF.0");
    parseRejects("'.cps' is not a channel mask", "load_3d.cps.R (M1, 16) 0x0:uw T6 VB.0 VF.0");
    parseRejects("'.RGBX' is not a channel mask", "sample_3d.RGBX (M1, 16) 0x0:uw S0 T6 VB.0 VF.0");
    rejects(
        "data-shape",
        "sample_d",
        kernel(PAYLOADS, "sample_d.cps.R (M1, 16) 0x0:uw S0 T6 VB.0 VF.0"));
    accepts(
        kernel(PAYLOADS, "sample_b.pixel_null_mask.cps.divS.R (M1, 16) 0x0:uw S0 T6 VB.0 VF.0"));
  }

  /** The table's suffix kinds reject the line as it is read. */
  private static void parseRejects(String message, String line) {
    ParseResult r = VisaParser.parse("k.visaasm", kernel(PAYLOADS, line));
    assertTrue(
        r.diagnostics().stream().anyMatch(d -> d.message().contains(message)),
        () -> "expected '" + message + "', got " + r.diagnostics());
  }

  @Test
  void nullOnlyWhereTheFormatAllowsIt() {
    rejects("null-operand", "%null.0", kernel(PAYLOADS, "svm_gather.4.1 (M1, 16) %null.0 VB.0"));
    accepts(kernel(PAYLOADS, "svm_atomic.add (M1, 8) VQ.0 %null.0 VB.0 %null.0"));
  }

  @Test
  void theAtomicOperationDecidesWhichSourcesAreUnused() {
    rejects(
        "unused-operand",
        "VB.64",
        kernel(PAYLOADS, "svm_atomic.inc (M1, 8) VQ.0 VB.0 %null.0 VB.64"));
    rejects(
        "unused-operand",
        "VB.64 VB.96",
        kernel(PAYLOADS, "dword_atomic.add (M1, 8) T6 VB.0 VB.32 VB.64 VB.96"));
    rejects(
        "null-operand",
        "%null.0 %null.0",
        kernel(PAYLOADS, "dword_atomic.cmpxchg (M1, 8) T6 VB.0 %null.0 %null.0 VB.96"));
    accepts(
        kernel(
            PAYLOADS,
            "svm_atomic.cmpxchg (M1, 8) VQ.0 VB.0 VB.32 VB.64",
            "svm_atomic.inc (M1, 8) VQ.0 VB.0 %null.0 %null.0",
            "lsc_atomic_iinc.ugm (M1, 8) VB:d32 flat[VQ]:a64 %null %null"));
  }

  @Test
  void addressRegionsStayInsideTheAddressVariableForTheWholeExecutionSize() {
    rejects(
        "address-bounds",
        "A0(0)<1> &",
        kernel(PAYLOADS, "addr_add (M1_NM, 4) A0(0)<1> &VB 0x0:uw"));
    accepts(
        kernel(
            PAYLOADS + "\n.decl A4 v_type=A num_elts=4",
            "addr_add (M1_NM, 4) A4(0)<1> &VB 0x0:uw"));
  }

  @Test
  void suffixesAreTheOnesTheFormatTakes() {
    String text = kernel(PAYLOADS, "cmp.eq (M1, 16) VB(0,0)<1> VB(0,0)<1;1,0> 0x0:ud");
    List<Diagnostic> d = verifyWithSuffix(text, "bogus");
    assertTrue(
        d.stream().anyMatch(x -> x.message().startsWith("[suffix] cmp '.bogus' is not a relation")),
        d.toString());
  }

  /**
   * The parser rejects unknown suffixes itself, so the verifier's rule is shown on a hand-built
   * instruction.
   */
  private static List<Diagnostic> verifyWithSuffix(String text, String suffix) {
    ParseResult r = VisaParser.parse("unit0.visaasm", text);
    assertTrue(r.ok(), r.diagnostics().toString());
    List<Statement> body = new ArrayList<>();
    for (Statement s : r.unit().body()) {
      if (s instanceof Instruction in && !in.suffixes().isEmpty()) {
        s =
            new Instruction(
                in.opcode(),
                in.mnemonic(),
                List.of(suffix),
                in.saturate(),
                in.predicate(),
                in.exec(),
                in.operands(),
                in.pos());
      }
      body.add(s);
    }
    Unit u = r.unit();
    return Verifier.verify(
        Program.of(
            new Unit(
                u.file(),
                u.majorVersion(),
                u.minorVersion(),
                u.isKernel(),
                u.name(),
                u.funcDecls(),
                u.declarations(),
                u.inputs(),
                u.attributes(),
                body)));
  }
}
