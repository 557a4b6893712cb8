package jvisa.asm.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.Statement;
import jvisa.asm.model.Type;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import org.junit.jupiter.api.Test;

/**
 * The sampler rows of the instruction table: typed suffixes, parameters by name, payload sizes from
 * the spec.
 */
class SamplerTableTest {
  private static Instruction parse(String line) {
    ParseResult r = VisaParser.parse("s.visaasm", ".version 4.1\n.kernel \"k\"\n" + line + "\n");
    assertTrue(r.ok(), () -> r.diagnostics().toString());
    for (Statement s : r.unit().body()) {
      if (s instanceof Instruction in) {
        return in;
      }
    }
    throw new AssertionError("no instruction in " + line);
  }

  private static Suffixes suffixes(Instruction in) {
    return in.opcode().format(in).matchSuffixes(in.suffixes());
  }

  private static long bytes(Instruction in, String operand, Type own) {
    Format f = in.opcode().format(in);
    return f.operands().get(f.indexOf(operand)).size().bytes(in, suffixes(in), own);
  }

  @Test
  void sample3dOptionsAreTypedValues() {
    Instruction in = parse("sample_3d.pixel_null_mask.cps.divS.RG (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    Suffixes s = suffixes(in);
    assertEquals(Boolean.TRUE, s.get(SamplerSuffixes.PIXEL_NULL_MASK));
    assertEquals(Boolean.TRUE, s.get(SamplerSuffixes.CPS));
    assertEquals(Boolean.TRUE, s.get(SamplerSuffixes.NON_UNIFORM_SAMPLER));
    assertEquals(new Channels(0b0011), s.get(SuffixKind.RGBA));
    Suffixes plain = suffixes(parse("sample_3d.A (M1, 16) 0x0:uw S0 T6 VD.0 VF.0"));
    assertNull(plain.get(SamplerSuffixes.PIXEL_NULL_MASK));
    assertEquals(new Channels(0b1000), plain.get(SuffixKind.RGBA));
  }

  @Test
  void malformedSamplerSuffixesAreRejected() {
    Instruction in = parse("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    Format f = in.opcode().format(in);
    assertThrows(SuffixException.class, () -> f.matchSuffixes(List.of("RGBX")));
    assertThrows(
        SuffixException.class, () -> f.matchSuffixes(List.of("cps", "pixel_null_mask", "R")));
    assertThrows(SuffixException.class, () -> f.matchSuffixes(List.of("pixel_null_mask")));
    Instruction gather = parse("sample4.G (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    Format g = gather.opcode().format(gather);
    assertEquals(new Channels(0b0010), suffixes(gather).get(SamplerSuffixes.SOURCE_CHANNEL));
    SuffixException e = assertThrows(SuffixException.class, () -> g.matchSuffixes(List.of("RG")));
    assertTrue(e.getMessage().contains("R, G, B or A"), e.getMessage());
    assertThrows(SuffixException.class, () -> g.matchSuffixes(List.of("cps", "R")));
  }

  @Test
  void unormOutputAndRenderTargetModeAreTyped() {
    Instruction unorm = parse("sample_unorm.BA.8-downsampled S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VUW.0");
    assertEquals(UnormOutput.DOWNSAMPLED_8, suffixes(unorm).get(SamplerSuffixes.UNORM_OUTPUT));
    Format f = unorm.opcode().format(unorm);
    assertThrows(SuffixException.class, () -> f.matchSuffixes(List.of("RGBA", "9-full")));
    assertThrows(SuffixException.class, () -> f.matchSuffixes(List.of("RGBA")));
    Instruction rt =
        parse("rt_write_3d.<RTI><A> (M1, 8) T6 VUD(0,0)<0;1,0> VUW(0,0)<0;1,0> VF.0 VF.64");
    RtWriteMode mode = suffixes(rt).get(SamplerSuffixes.RT_WRITE_MODE);
    assertTrue(mode.has(RtWriteMode.Part.RTI) && mode.has(RtWriteMode.Part.A));
    assertFalse(mode.has(RtWriteMode.Part.Z));
    assertNull(RtWriteMode.parse("<RTI><RTI>"));
    assertNull(RtWriteMode.parse("<BOGUS>"));
    assertNull(RtWriteMode.parse("RTI"));
  }

  @Test
  void parametersAreNamedPerOperation() {
    Instruction b = parse("sample_b.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0 VF.64 VF.128");
    Format f = b.opcode().format(b);
    assertEquals(4, f.indexOf("bias"));
    assertEquals(5, f.indexOf("u"));
    assertEquals(Role.PAYLOAD_WRITTEN, f.operands().get(f.indexOf("dst")).role());
    Instruction d = parse("load_2dms_w.R (M1, 16) 0x0:uw T6 VD.0 VUD.0");
    assertEquals(3, d.opcode().format(d).indexOf("si"));
    Instruction po = parse("sample4_po_c.R (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    assertEquals(
        Type.D,
        po.opcode()
            .format(po)
            .operands()
            .get(po.opcode().format(po).indexOf("offu"))
            .types()
            .iterator()
            .next());
  }

  @Test
  void parameterCountIsOneToFifteen() {
    Instruction in = parse("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    Format f = in.opcode().format(in);
    assertFalse(f.acceptsCount(4), "a sampler message takes at least one parameter");
    assertTrue(f.acceptsCount(5));
    assertTrue(f.acceptsCount(19));
    String sixteen = "sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VD.0" + " VF.0".repeat(16);
    Instruction many = parse(sixteen);
    assertTrue(f.shape().problem(many, suffixes(many)).contains("at most 15 parameters"));
    Instruction fifteen = parse("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VD.0" + " VF.0".repeat(15));
    assertNull(f.shape().problem(fifteen, suffixes(fifteen)));
  }

  @Test
  void cpsOnlyOnTheOperationsThatHaveIt() {
    for (String op : List.of("sample_3d", "sample_b", "sample_b_c", "sample_c", "lod")) {
      Instruction in = parse(op + ".cps.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
      assertNull(in.opcode().format(in).shape().problem(in, suffixes(in)), op);
    }
    Instruction d = parse("sample_d.cps.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    assertTrue(d.opcode().format(d).shape().problem(d, suffixes(d)).contains(".cps"));
  }

  @Test
  void returnedDataIsChannelsTimesLanesOfTheDestinationType() {
    Instruction rgba = parse("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    assertEquals(4 * 64, bytes(rgba, "dst", Type.F));
    assertEquals(4 * 32, bytes(rgba, "dst", Type.HF));
    Instruction r8 = parse("sample_3d.R (M1, 8) 0x0:uw S0 T6 VD.0 VF.0");
    assertEquals(32, bytes(r8, "dst", Type.F));
    assertEquals(32, bytes(r8, "dst", Type.HF), "each channel starts on a new register");
    Instruction nullMask = parse("load_3d.pixel_null_mask.RG (M1, 16) 0x0:uw T6 VD.0 VUD.0");
    assertEquals(2 * 64 + 32, bytes(nullMask, "dst", Type.UD));
    Instruction gather = parse("sample4.G (M1, 16) 0x0:uw S0 T6 VD.0 VF.0");
    assertEquals(4 * 64, bytes(gather, "dst", Type.F), "sample4 returns four texels");
    Instruction info = parse("resinfo.RGB (M1, 8) T6 VUD.0 VD.0");
    assertEquals(3 * 32, bytes(info, "dst", Type.UD));
    Instruction unorm = parse("sample_unorm.BA.16-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VUW.0");
    assertEquals(2 * 64, bytes(unorm, "dst", Type.UW));
  }

  @Test
  void parametersAreOneElementPerLaneOfTheirType() {
    Instruction in = parse("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0 VHF.0");
    assertEquals(64, bytes(in, "u", Type.F));
    assertEquals(32, bytes(in, "v", Type.HF));
    Instruction load = parse("load_3d.R (M1, 8) 0x0:uw T6 VD.0 VUD.0 VUW.0");
    assertEquals(32, bytes(load, "u", Type.UD));
    assertEquals(16, bytes(load, "v", Type.UW));
    assertEquals(64, bytes(parse("resinfo.R (M1, 16) T6 VUD.0 VD.0"), "lod", Type.UD));
  }
}
