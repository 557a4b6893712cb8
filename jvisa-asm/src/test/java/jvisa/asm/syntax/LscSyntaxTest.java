package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.data;
import static jvisa.asm.syntax.Ops.lsc;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.noRegion;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.raw;
import static jvisa.asm.syntax.Syntax.extension;
import static jvisa.asm.syntax.Syntax.one;

import java.util.List;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.PredControl;
import org.junit.jupiter.api.Test;

/**
 * Load/store-cache messages: untyped loads, stores and atomics on every address model (flat, bti,
 * ss, bss, arg) with scale and offset, strided and 2D-block forms, typed (.tgm) forms, and fences.
 */
class LscSyntaxTest {
  @Test
  void untypedLoadsWithCachingAndEveryAddressSize() {
    expect(one("lsc_load.ugm.ca.ca (M1, 16) VD:d32 flat[VUQ]:a64"))
        .opcode(Opcode.LSC_LOAD, "lsc_load")
        .suffixes("ugm", "ca", "ca")
        .exec(16, 0, false)
        .operands(data("VD", "d32"), lsc("flat", "VUQ", "a64"));
    expect(one("lsc_load.slm (M1, 16) VD:d32x4 flat[VUD]:a32"))
        .suffixes("slm")
        .operands(data("VD", "d32x4"), lsc("flat", "VUD", "a32"));
    expect(one("(P1) lsc_load.ugml.uc.uc (M1, 8) VUW:u16 flat[VUD]:a16"))
        .pred("P1", false, PredControl.NONE)
        .suffixes("ugml", "uc", "uc")
        .operands(data("VUW", "u16"), lsc("flat", "VUD", "a16"));
    expect(one("lsc_load.ugm (M1, 16) VD:d32 [VUQ]:a64")).operand(1, lsc("", "VUQ", "a64"));
  }

  @Test
  void untypedLoadOnEveryAddressModel() {
    expect(one("lsc_load.ugm (M1, 16) VD:d8c32 bti(0x2)[VUD]:a32"))
        .operands(data("VD", "d8c32"), lsc("bti", num(2), 1, List.of(name("VUD")), 0, "a32"));
    expect(one("lsc_load.ugm (M1, 16) VD:d32 bti(VUD.4)[VUD]:a32"))
        .operand(1, lsc("bti", raw("VUD", 4), 1, List.of(name("VUD")), 0, "a32"));
    expect(one("lsc_load.ugm (M1, 16) VQ:d64 ss(0x200)[VUD+0x100]:a32"))
        .operand(1, lsc("ss", num(0x200), 1, List.of(name("VUD")), 0x100, "a32"));
    expect(one("lsc_load.ugm (M1, 16) VB:u8x4 bss(VUD)[VUD-0x10]:a32"))
        .operands(
            data("VB", "u8x4"), lsc("bss", name("VUD"), 1, List.of(name("VUD")), -0x10, "a32"));
    expect(one("lsc_load.ugm (M1, 16) VD:d32 arg[VUD]:a32")).operand(1, lsc("arg", "VUD", "a32"));
  }

  @Test
  void addressScaleOffsetAndDataShapes() {
    expect(one("lsc_load.slm (M1, 16) VD:d16c32 flat[4*VUD+0x10]:a32"))
        .operands(data("VD", "d16c32"), lsc("flat", null, 4, List.of(name("VUD")), 0x10, "a32"));
    expect(one("lsc_load.slm (M1, 16) VD:d16c32h flat[2*2*VUD+4*8-1]:a32"))
        .operands(data("VD", "d16c32h"), lsc("flat", null, 4, List.of(name("VUD")), 31, "a32"));
    expect(one("lsc_load.ugm (M1, 16) VD.64:d32x2 flat[VUQ.8]:a64"))
        .operands(data("VD", 64, "d32x2"), lsc("flat", null, 1, List.of(raw("VUQ", 8)), 0, "a64"));
    expect(one("lsc_load.ugm (M1_NM, 1) VD:d32x64t flat[VUQ]:a64"))
        .operand(0, data("VD", "d32x64t"));
    expect(one("lsc_load.ugm (M1_NM, 1) VQ:d64x3t flat[VUQ]:a64")).operand(0, data("VQ", "d64x3t"));
    expect(one("lsc_load.ugm (M1, 16) %null:d32 flat[VUQ]:a64")).operand(0, data("%null", "d32"));
  }

  @Test
  void quadAndStatusLoads() {
    expect(one("lsc_load_quad.ugm (M1, 16) VD:d32.xyzw flat[VUQ]:a64"))
        .opcode(Opcode.LSC_LOAD_QUAD)
        .operands(data("VD", "d32.xyzw"), lsc("flat", "VUQ", "a64"));
    expect(one("lsc_load_quad.slm (M1, 16) VD:d32.yw flat[VUD]:a32"))
        .operand(0, data("VD", "d32.yw"));
    expect(one("lsc_load_status.ugm (M1, 16) VD:d32 flat[VUQ]:a64")).opcode(Opcode.LSC_LOAD_STATUS);
  }

  @Test
  void stridedLoadsAndStores() {
    expect(one("lsc_load_strided.ugm (M1_NM, 1) VD:d32x4 flat[VUQ, 32]:a64"))
        .opcode(Opcode.LSC_LOAD_STRIDED)
        .operands(
            data("VD", "d32x4"), lsc("flat", null, 1, List.of(name("VUQ"), num(32)), 0, "a64"));
    expect(one("lsc_load_strided.ugm (M1, 16) VD:d32 flat[4*VUD+16, VUD.4]:a32"))
        .operand(1, lsc("flat", null, 4, List.of(name("VUD"), raw("VUD", 4)), 16, "a32"));
    expect(one("lsc_store_strided.ugm (M1_NM, 1) flat[VUQ, 16]:a64 VD:d32x4"))
        .opcode(Opcode.LSC_STORE_STRIDED)
        .operands(
            lsc("flat", null, 1, List.of(name("VUQ"), num(16)), 0, "a64"), data("VD", "d32x4"));
  }

  @Test
  void block2dLoadsAndStores() {
    expect(
            one(
                "lsc_load_block2d.ugm (M1, 1) VD:d8.2x32x32nn flat[VUQ,0x3f,0x1f,0x3f,VUD(0,0),VUD(0,1)]"))
        .opcode(Opcode.LSC_LOAD_BLOCK2D)
        .exec(1, 0, false)
        .operands(
            data("VD", "d8.2x32x32nn"),
            lsc(
                "flat",
                null,
                1,
                List.of(
                    name("VUQ"),
                    num(0x3f),
                    num(0x1f),
                    num(0x3f),
                    noRegion("VUD", 0, 0),
                    noRegion("VUD", 0, 1)),
                0,
                null));
    expect(one("lsc_load_block2d.ugm.ca.ca (M1, 1) VW:d16.16x8t flat[VUQ,VUD,VUD.4,VUD.8,0x0,0x0]"))
        .operand(0, data("VW", "d16.16x8t"));
    expect(one("lsc_store_block2d.ugm (M1, 1) flat[VUQ,0x3f,0x1f,0x3f,0x0,0x4] VD:d32.1x8x8"))
        .opcode(Opcode.LSC_STORE_BLOCK2D)
        .operand(1, data("VD", "d32.1x8x8"));
  }

  @Test
  void untypedStores() {
    expect(one("lsc_store.ugm.wb.wb (M1, 16) flat[VUQ]:a64 VD:d32"))
        .opcode(Opcode.LSC_STORE)
        .suffixes("ugm", "wb", "wb")
        .operands(lsc("flat", "VUQ", "a64"), data("VD", "d32"));
    expect(one("lsc_store.slm (M1, 16) flat[VUD+0x40]:a32 VB:d8"))
        .operands(lsc("flat", null, 1, List.of(name("VUD")), 0x40, "a32"), data("VB", "d8"));
    expect(one("lsc_store.ugm.st.wb (M1, 16) bti(0x3)[VUD]:a32 VD:d32x2"))
        .suffixes("ugm", "st", "wb");
    expect(one("lsc_store_quad.ugm (M1, 16) flat[VUQ]:a64 VD:d32.xz"))
        .opcode(Opcode.LSC_STORE_QUAD);
    expect(one("lsc_store_uncompressed.ugm (M1, 16) flat[VUQ]:a64 VD:d32"))
        .opcode(Opcode.LSC_STORE_UNCOMPRESSED);
    expect(one("lsc_ccs_update.ugm (M1, 16) flat[VUQ]:a64 VD:d32")).opcode(Opcode.LSC_CCS_UPDATE);
  }

  @Test
  void untypedAtomicsOfEveryOperation() {
    for (String op : new String[] {"iinc", "idec", "load"}) {
      expect(one("lsc_atomic_" + op + ".ugm (M1, 16) VD:d32 flat[VUQ]:a64 %null %null"))
          .opcode(Opcode.LSC_ATOMIC, "lsc_atomic_" + op)
          .suffixes("ugm")
          .operands(data("VD", "d32"), lsc("flat", "VUQ", "a64"), name("%null"), name("%null"));
    }
    for (String op :
        new String[] {
          "iadd", "store", "isub", "smin", "smax", "umin", "umax", "fadd", "fsub", "fmin", "fmax",
          "and", "xor", "or"
        }) {
      expect(one("lsc_atomic_" + op + ".ugm (M1, 16) VD:d32 flat[VUQ]:a64 VD.64 %null"))
          .opcode(Opcode.LSC_ATOMIC, "lsc_atomic_" + op)
          .operands(data("VD", "d32"), lsc("flat", "VUQ", "a64"), raw("VD", 64), name("%null"));
    }
    for (String op : new String[] {"icas", "fcas"}) {
      expect(one("lsc_atomic_" + op + ".ugm (M1, 16) VD:d32 flat[VUQ]:a64 VD.64 VD.128"))
          .opcode(Opcode.LSC_ATOMIC, "lsc_atomic_" + op)
          .operands(data("VD", "d32"), lsc("flat", "VUQ", "a64"), raw("VD", 64), raw("VD", 128));
    }
    expect(one("lsc_atomic_iadd.slm (M1, 16) %null:d32 flat[VUD+0x10]:a32 VD %null"))
        .operands(
            data("%null", "d32"),
            lsc("flat", null, 1, List.of(name("VUD")), 0x10, "a32"),
            name("VD"),
            name("%null"));
    // GenX_IR 1.0.12504 lexes the append-counter atomics but has them in no table ("invalid subop")
    expect(extension("lsc_apndctr_atomic_add.ugm (M1, 16) VD:d32 bss(VUD)[VUD]:a32 VD %null"))
        .opcode(Opcode.LSC_ATOMIC, "lsc_apndctr_atomic_add");
    expect(extension("lsc_apndctr_atomic_sub.ugm (M1, 16) VD:d32 bss(VUD)[VUD]:a32 VD %null"))
        .opcode(Opcode.LSC_ATOMIC, "lsc_apndctr_atomic_sub");
  }

  @Test
  void typedLoadsStoresAtomicsAndStateInfo() {
    expect(one("lsc_load_quad.tgm (M1, 8) VD:d32.xyzw bss(VUD)[VUD.32,VUD.64]:a32"))
        .opcode(Opcode.LSC_LOAD_QUAD)
        .suffixes("tgm")
        .operands(
            data("VD", "d32.xyzw"),
            lsc("bss", name("VUD"), 1, List.of(raw("VUD", 32), raw("VUD", 64)), 0, "a32"));
    expect(one("lsc_load_quad.tgm (M1, 8) VD:d32.x bti(0x5)[VUD]:a32"))
        .operand(1, lsc("bti", num(5), 1, List.of(name("VUD")), 0, "a32"));
    expect(one("lsc_store_quad.tgm (M1, 8) ss(VUD)[VUD.0,VUD.32,VUD.64,VUD.96]:a32 VD:d32.xz"))
        .opcode(Opcode.LSC_STORE_QUAD)
        .operand(
            0,
            lsc(
                "ss",
                name("VUD"),
                1,
                List.of(raw("VUD", 0), raw("VUD", 32), raw("VUD", 64), raw("VUD", 96)),
                0,
                "a32"));
    expect(
            one(
                "lsc_atomic_icas.tgm (M1, 8) VD:d32.x bss(VUD)[VUD.32,VUD.64,VUD.96]:a32 VD.128 VD.160"))
        .opcode(Opcode.LSC_ATOMIC, "lsc_atomic_icas")
        .suffixes("tgm");
    expect(one("lsc_read_state_info.tgm VD bti(0x4)"))
        .opcode(Opcode.LSC_READ_STATE_INFO)
        .noExec()
        .operands(name("VD"), lsc("bti", num(4), 1, List.of(), 0, null));
  }

  @Test
  void fencesWithEveryOperationAndScope() {
    expect(one("lsc_fence.ugm.evict.gpu"))
        .opcode(Opcode.LSC_FENCE)
        .suffixes("ugm", "evict", "gpu")
        .operands();
    for (String op :
        new String[] {"none", "evict", "invalidate", "discard", "clean", "flushl3", "type6"}) {
      expect(one("lsc_fence.slm." + op + ".group")).suffixes("slm", op, "group");
    }
    for (String scope :
        new String[] {"group", "local", "tile", "gpu", "gpus", "sysrel", "sysacq"}) {
      expect(one("lsc_fence.tgm.none." + scope)).suffixes("tgm", "none", scope);
    }
    expect(one("lsc_fence.ugml.clean.tile")).suffixes("ugml", "clean", "tile");
  }
}
