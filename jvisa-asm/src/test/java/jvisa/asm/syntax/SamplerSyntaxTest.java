package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.f;
import static jvisa.asm.syntax.Ops.imm;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Ops.scalar;
import static jvisa.asm.syntax.Syntax.extension;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;

import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/** Sampler messages (media and 3D), surface queries, and the 3D render-target and URB writes. */
class SamplerSyntaxTest {
  @Test
  void sampleUnormWithChannelsAndOutputFormat() {
    expect(one("sample_unorm.RGBA.16-full S0 T6 0x0:f 0x0:f 0x3c800000:f 0x3c800000:f VD.0"))
        .opcode(Opcode.SAMPLE_UNORM)
        .suffixes("RGBA", "16-full")
        .noExec()
        .operands(
            name("S0"),
            name("T6"),
            f(0),
            f(0),
            imm(Type.F, 0x3c800000L),
            imm(Type.F, 0x3c800000L),
            raw("VD", 0));
    expect(one("sample_unorm.BA.8-downsampled S0 T6 VF(0,0)<0;1,0> 0x0:f 0x0:f 0x0:f VD.0"))
        .suffixes("BA", "8-downsampled")
        .operand(2, scalar("VF", 0, 0));
    expect(one("sample_unorm.R.16-downsampled S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VD.0"))
        .suffixes("R", "16-downsampled");
    expect(one("sample_unorm.RGB.8-full S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VD.0"))
        .suffixes("RGB", "8-full");
  }

  @Test
  void mediaSampleAndLoad() {
    expect(one("sample.RGBA (16) S0 T6 VF.0 VF.64 VF.128 VD.0"))
        .opcode(Opcode.SAMPLE, "sample")
        .suffixes("RGBA")
        .execSize(16)
        .operands(
            name("S0"), name("T6"), raw("VF", 0), raw("VF", 64), raw("VF", 128), raw("VD", 0));
    expect(one("sample.R S0 T6 VF.0 VF.64 VF.128 VD.0")).opcode(Opcode.SAMPLE).noExec();
    expect(one("load.RG (8) T6 VUD.0 VUD.32 VUD.64 VD.0"))
        .opcode(Opcode.LOAD, "load")
        .suffixes("RG")
        .operands(name("T6"), raw("VUD", 0), raw("VUD", 32), raw("VUD", 64), raw("VD", 0));
  }

  @Test
  void sample3dFamilyWithItsFlags() {
    for (String op :
        new String[] {
          "sample_3d",
          "sample_b",
          "sample_l",
          "sample_c",
          "sample_d",
          "sample_b_c",
          "sample_l_c",
          "sample_d_c",
          "sample_lz",
          "sample_c_lz"
        }) {
      expect(one(op + ".RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0 VF.64 VF.128"))
          .opcode(Opcode.SAMPLE_3D, op)
          .suffixes("RGBA")
          .exec(16, 0, false)
          .operands(
              imm(Type.UW, 0),
              name("S0"),
              name("T6"),
              raw("VD", 0),
              raw("VF", 0),
              raw("VF", 64),
              raw("VF", 128));
    }
    expect(
            one(
                "(P1) sample_b.pixel_null_mask.cps.divS.RG (M1, 8) VUW(0,0)<0;1,0> S0 T6 VD.0 VF.0 VF.32"))
        .pred("P1", false, PredControl.NONE)
        .suffixes("pixel_null_mask", "cps", "divS", "RG")
        .operand(0, scalar("VUW", 0, 0));
    expect(one("sample_3d.cps.R (M1, 16) 0x0:uw S0 T6 VD.0 VF.0")).suffixes("cps", "R");
    expect(one("sample_c.pixel_null_mask.divS.GA (M1, 8) 0x0:uw S0 T6 VD.0 VF.0 VF.32 VF.64"))
        .suffixes("pixel_null_mask", "divS", "GA");
    expect(one("sample_d.RGBA (M1, 8) 0x0:uw S0 T6 VD.0" + " VF.0".repeat(10)))
        .opcode(Opcode.SAMPLE_3D, "sample_d");
    // further 3D sample operations of the vISA spec, which GenX_IR 1.0.12504 has no text for
    for (String op :
        new String[] {
          "lod",
          "sample_killpix",
          "sample_c_mlod",
          "sample_mlod",
          "sample_b_c_mlod",
          "sample_d_c_mlod"
        }) {
      expect(extension(op + ".RGBA (M1, 16) 0x0:uw S0 T6 VD.0 VF.0 VF.64"))
          .opcode(Opcode.SAMPLE_3D, op);
    }
  }

  @Test
  void load3dFamily() {
    for (String op : new String[] {"load_3d", "load_lz", "load_mcs", "load_2dms_w"}) {
      expect(one(op + ".RGBA (M1, 16) 0x0:uw T6 VD.0 VUD.0 VUD.64 VUD.128"))
          .opcode(Opcode.LOAD_3D, op)
          .suffixes("RGBA")
          .operands(
              imm(Type.UW, 0),
              name("T6"),
              raw("VD", 0),
              raw("VUD", 0),
              raw("VUD", 64),
              raw("VUD", 128));
    }
    expect(one("load_3d.pixel_null_mask.R (M1, 8) 0x0:uw T6 VD.0 VUD.0"))
        .suffixes("pixel_null_mask", "R");
    expect(extension("load_2dms.RGBA (M1, 16) 0x0:uw T6 VD.0 VUD.0"))
        .opcode(Opcode.LOAD_3D, "load_2dms");
    expect(
            one(
                "load_2dms_w.B (M1, 8) 0x0:uw T6 VD.0 VUD.0 VUD.32 VUD.64 VUD.96 VUD.128 VUD.160 VUD.192"))
        .opcode(Opcode.LOAD_3D, "load_2dms_w");
  }

  @Test
  void sample4GatherFamily() {
    for (String op : new String[] {"sample4", "sample4_c", "sample4_po", "sample4_po_c"}) {
      expect(one(op + ".G (M1, 16) 0x0:uw S0 T6 VD.0 VF.0 VF.64"))
          .opcode(Opcode.SAMPLE4, op)
          .suffixes("G")
          .operands(
              imm(Type.UW, 0), name("S0"), name("T6"), raw("VD", 0), raw("VF", 0), raw("VF", 64));
    }
    expect(one("sample4.pixel_null_mask.A (M1, 8) 0x0:uw S0 T6 VD.0 VF.0"))
        .suffixes("pixel_null_mask", "A");
    for (String op : new String[] {"sample4_b", "sample4_l", "sample4_i"}) {
      expect(extension(op + ".R (M1, 16) 0x0:uw S0 T6 VD.0 VF.0")).opcode(Opcode.SAMPLE4, op);
    }
  }

  @Test
  void surfaceQueries() {
    expect(one("resinfo.RGBA (M1, 16) T6 VUD.0 VD.0"))
        .opcode(Opcode.RESINFO)
        .suffixes("RGBA")
        .operands(name("T6"), raw("VUD", 0), raw("VD", 0));
    expect(one("sampleinfo.RGB (M1, 16) T6 VD.0"))
        .opcode(Opcode.SAMPLEINFO)
        .suffixes("RGB")
        .operands(name("T6"), raw("VD", 0));
  }

  @Test
  void renderTargetWritesWithOptions() {
    // operands as Intel's builder takes them: surface, header, the options' operands, R G B A,
    // depth...
    expect(one("rt_write_3d.<LRTW> (M1, 16) T6 VUD(0,0)<0;1,0> VF.0 VF.64 VF.128 VF.192"))
        .opcode(Opcode.RT_WRITE, "rt_write_3d")
        .suffixes("<LRTW>")
        .operands(
            name("T6"),
            scalar("VUD", 0, 0),
            raw("VF", 0),
            raw("VF", 64),
            raw("VF", 128),
            raw("VF", 192));
    expect(
            one(
                "(P1) rt_write_3d.<RTI><A> (M5, 8) T6 VUD(0,0)<0;1,0> VUW(0,0)<0;1,0> VF.0 VF.64 VF.128 VF.192"
                    + " VF.256"))
        .pred("P1", false, PredControl.NONE)
        .suffixes("<RTI><A>")
        .exec(8, 4, false)
        .operand(2, scalar("VUW", 0, 0));
    expect(spelling("rt_write.<Z> (M1, 16) T6 VUD(0,0)<0;1,0> VF.0 VF.64 VF.128 VF.192 VF.256"))
        .opcode(Opcode.RT_WRITE, "rt_write_3d")
        .suffixes("<Z>");
  }

  @Test
  void urbWrites() {
    expect(one("urb_write_3d (M1, 8) 2 0 VUD.0 VUD.32 VUD.64 VF.0"))
        .opcode(Opcode.URB_WRITE, "urb_write_3d")
        .operands(num(2), num(0), raw("VUD", 0), raw("VUD", 32), raw("VUD", 64), raw("VF", 0));
    expect(spelling("(P2) urb_write (M1, 8) 4 1 VUD.0 VUD.32 VUD.64 VF.0"))
        .opcode(Opcode.URB_WRITE, "urb_write_3d")
        .pred("P2", false, PredControl.NONE);
  }
}
