package jvisa.verify.genx;

import java.util.List;

/**
 * A sample of message instructions, valid and invalid: legacy dataport, SVM and sampler messages
 * (assembled for TGLLP) and LSC messages (DG2), with wrong suffixes, sizes and operand counts among
 * them.
 */
final class MessageCases {
  /** One message instruction and the platform it is assembled for. */
  record Sample(String line, String platform) {}

  private MessageCases() {}

  static List<Sample> all() {
    return List.of(
        legacy("oword_ld (4) T6 0x0:ud VD.0"),
        legacy("oword_ld (4) T6 0x0:ud"), // no destination
        legacy("oword_ld (3) T6 0x0:ud VD.0"), // 1, 2, 4, 8 or 16 owords
        legacy("oword_ld_unaligned (2) T6 0x0:ud VD.0"),
        legacy("oword_st (1) T6 0x0:ud VD.0"),
        legacy("oword_st (1) T6 0x0:ud VD.0 VD.0"), // one operand too many
        legacy("gather_scaled.1 (M1, 16) T6 0x0:ud VUD.0 VD.0"),
        legacy("gather_scaled.3 (M1, 16) T6 0x0:ud VUD.0 VD.0"), // 1, 2 or 4 blocks
        legacy("scatter_scaled.4 (M1, 16) T6 0x0:ud VUD.0 VD.0"),
        legacy("gather4_scaled.RGBA (M1, 16) T6 0x0:ud VUD.0 VD.0"),
        legacy("gather4_scaled.RGBX (M1, 16) T6 0x0:ud VUD.0 VD.0"), // no such channel
        legacy("gather.1 (M1, 8) T6 0x0:ud VUD.0 VD.0"),
        legacy("dword_atomic.inc (M1, 8) T6 VUD.0 %null.0 %null.0 VUD.0"),
        legacy("dword_atomic.bogus (M1, 8) T6 VUD.0 %null.0 %null.0 VUD.0"),
        legacy("cmp.lt (M1, 8) P1 VD(0,0)<1;1,0> VD(0,0)<1;1,0>"),
        legacy("cmp.bogus (M1, 8) P1 VD(0,0)<1;1,0> VD(0,0)<1;1,0>"),
        legacy("cmp (M1, 8) P1 VD(0,0)<1;1,0> VD(0,0)<1;1,0>"), // no relation
        legacy("svm_block_ld (8) VUQ(0,0)<0;1,0> VD.0"),
        legacy("svm_block_ld (3) VUQ(0,0)<0;1,0> VD.0"), // 1, 2, 4 or 8 owords
        legacy("svm_block_st (2) VUQ(0,0)<0;1,0> VD.0"),
        legacy("svm_gather.4.2 (M1, 16) VUQ.0 VD.0"),
        legacy("svm_gather.2.1 (M1, 16) VUQ.0 VD.0"), // block size 1, 4 or 8
        legacy("svm_gather.4 (M1, 16) VUQ.0 VD.0"), // no block count
        legacy("svm_scatter.8.1 (M1, 8) VUQ.0 VQ.0"),
        legacy("svm_gather4scaled.RGBA (M1, 16) 0x0:uq VUQ.0 VD.0"),
        legacy("svm_atomic.inc (M1, 8) VUQ.0 VUD.0 %null.0 %null.0"),
        legacy("svm_atomic.bogus (M1, 8) VUQ.0 %null.0 %null.0 VUD.0"),
        lsc("lsc_load.ugm (M1, 16) VD:d32 flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1, 16) VD:d32x4 flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1, 16) VD:d32x5 flat[VUQ]:a64"), // vector size 1-4, 8, 16, 32, 64
        lsc("lsc_load.slm (M1, 16) VD:d32 flat[VUD]:a32"),
        lsc("lsc_load.bogus (M1, 16) VD:d32 flat[VUQ]:a64"), // no such shared function
        lsc("lsc_load.ugm (M1, 16) VD:d32"), // no address
        lsc("lsc_load.ugm.ca.ca (M1, 16) VD:d32 flat[VUQ]:a64"),
        lsc("lsc_store.ugm (M1, 16) flat[VUQ]:a64 VD:d32"),
        lsc("lsc_store.ugm (M1, 16) flat[VUQ]:a64"), // no data
        lsc("lsc_load.ugm (M1_NM, 1) VD:d32x64t flat[VUQ]:a64"),
        lsc("lsc_atomic_iinc.ugm (M1, 16) VUD:d32 flat[VUQ]:a64 %null %null"),
        // LSC data shapes: vectors, transpose, conversions, the eight-register limit, atomics
        lsc("lsc_load.ugm (M1, 16) VD:d8x2 flat[VUQ]:a64"), // only d32 and d64 take a vector
        // untransposed
        lsc("lsc_store.ugm (M1, 16) flat[VUQ]:a64 VD:d16x2"),
        lsc("lsc_load.ugm (M1_NM, 1) VD:d8x64t flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1_NM, 1) VD:d16x4t flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1, 16) VD:d32x4t flat[VUQ]:a64"), // transpose needs SIMD1
        lsc("lsc_load.ugm (M1, 16) VD:d32x8 flat[VUQ]:a64"), // 16 registers
        lsc("lsc_load.ugm (M1, 8) VD:d32x8 flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1, 16) VD:d64x3 flat[VUQ]:a64"), // 12 registers
        lsc("lsc_load.ugm (M1, 16) VD:d64x2 flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1_NM, 1) VD:d64x64t flat[VUQ]:a64"), // 16 registers
        lsc("lsc_load.ugm (M1_NM, 1) VD:d32x64t flat[VUQ]:a64"),
        lsc("lsc_load.ugm (M1, 16) %null:d32x8 flat[VUQ]:a64"), // a prefetch counts its registers
        // too
        lsc("lsc_load.ugm (M1_NM, 1) VD:d8c32x4t flat[VUQ]:a64"), // converting sizes take no vector
        lsc("lsc_load.ugm (M1, 16) VD:d16c32h flat[VUQ]:a64"),
        lsc("lsc_store.ugm (M1, 16) flat[VUQ]:a64 VD:d8c32"),
        lsc("lsc_load_quad.ugm (M1, 16) VD:d64.xyzw flat[VUQ]:a64"), // 16 registers
        lsc("lsc_load_quad.ugm (M1, 8) VD:d64.xyzw flat[VUQ]:a64"),
        lsc("lsc_load_quad.ugm (M1, 16) VD:d16.xy flat[VUQ]:a64"),
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUD:d32 flat[VUQ]:a64 VUD %null"),
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUD:d32x2 flat[VUQ]:a64 VUD %null"), // one element per
        // lane
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUD:d16 flat[VUQ]:a64 VUD %null"), // d16u32, d32 or d64
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUD:d8c32 flat[VUQ]:a64 VUD %null"),
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUD:d16c32 flat[VUQ]:a64 VUD %null"),
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUD:d16c32h flat[VUQ]:a64 VUD %null"),
        lsc("lsc_atomic_iadd.ugm (M1, 16) VUQ:d64 flat[VUQ]:a64 VUQ %null"),
        lsc("lsc_atomic_iadd.ugm (M1_NM, 1) VUD:d32t flat[VUQ]:a64 VUD %null"), // no transpose
        // sampler: typed options in their order, channels, parameters by operation, 1 to 15 of them
        legacy("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VF.0 VF.64 VF.128"),
        legacy("sample_b.pixel_null_mask.cps.divS.RG (M1, 8) 0x0:uw S0 T6 VF.0 VF.0 VF.32"),
        legacy(
            "sample_d.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VF.0 VF.0 VF.0 VF.0 VF.0 VF.0 VF.0 VF.0 VF.0 VF.0"),
        legacy(
            "sample_d.cps.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VF.0"), // cps: sample, _b, _b_c, _c, lod
        // only
        legacy("sample_c_lz.cps.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VF.0"),
        legacy(
            "sample_3d.cps.pixel_null_mask.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VF.0"), // options out of
        // order
        legacy("sample_3d.divS.divS.RGBA (M1, 16) 0x0:uw S0 T6 VF.0 VF.0"),
        legacy("sample_3d.ARGB (M1, 16) 0x0:uw S0 T6 VF.0 VF.0"), // channels in RGBA order
        legacy("sample_3d (M1, 16) 0x0:uw S0 T6 VF.0 VF.0"), // no channels
        legacy("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VF.0"), // no parameter
        legacy("sample_3d.RGBA (M1, 16) 0x0:uw S0 T6 VF.0" + " VF.0".repeat(16)), // 16 parameters
        legacy("load_3d.RGBA (M1, 16) 0x0:uw T6 VUD.0 VUD.0 VUD.64"),
        legacy("load_3d.pixel_null_mask.R (M1, 8) 0x0:uw T6 VUD.0 VUD.0"),
        legacy("load_3d.cps.R (M1, 8) 0x0:uw T6 VUD.0 VUD.0"), // load takes no cps
        legacy(
            "load_2dms_w.RGBA (M1, 16) 0x0:uw T6 VF.0 VUD.0 VUD.0 VUD.0 VUD.0 VUD.0 VUD.0 VUD.0"),
        legacy("sample4.G (M1, 16) 0x0:uw S0 T6 VF.0 VF.0 VF.64"),
        legacy("sample4.RG (M1, 16) 0x0:uw S0 T6 VF.0 VF.0 VF.64"), // one source channel
        legacy("sample4.cps.A (M1, 8) 0x0:uw S0 T6 VF.0 VF.0"),
        legacy("sample4_po_c.R (M1, 16) 0x0:uw S0 T6 VF.0 VF.0 VF.0 VF.0 VD.0 VD.0 VF.0"),
        legacy("resinfo.RGBA (M1, 16) T6 VUD.0 VD.0"),
        legacy("resinfo (M1, 16) T6 VUD.0 VD.0"), // no channels
        legacy("resinfo.pixel_null_mask.RGBA (M1, 16) T6 VUD.0 VD.0"),
        legacy("sampleinfo.RGB (M1, 16) T6 VD.0"),
        legacy("sampleinfo.RGB (M1, 16) T6 VD.0 VD.0"), // one operand too many
        legacy("sample_unorm.RGBA.16-full S0 T6 0x0:f 0x0:f 0x3c800000:f 0x3c800000:f VUW.0"),
        legacy("sample_unorm.BA.8-downsampled S0 T6 0x0:f 0x0:f 0x0:f 0x0:f VUW.0"),
        legacy("sample_unorm.RGBA.9-full S0 T6 0x0:f 0x0:f 0x3c800000:f 0x3c800000:f VUW.0"), // no
        // such
        // output
        legacy("sample_unorm.RGBA S0 T6 0x0:f 0x0:f 0x3c800000:f 0x3c800000:f VUW.0"), // no output
        // format
        legacy("sample.RGBA (16) S0 T6 VF.0 VF.64 VF.128 VF.0"),
        legacy("sample.RGXA (16) S0 T6 VF.0 VF.64 VF.128 VF.0"),
        legacy("load.RG (8) T6 VUD.0 VUD.32 VUD.64 VD.0"),
        legacy("load.RG (8) T6 VUD.0 VUD.32 VD.0"), // one operand short
        legacy("urb_write_3d (M1, 8) 2 0 VUD.0 VUD.32 VUD.64 VF.0"),
        legacy("urb_write_3d.x (M1, 8) 2 0 VUD.0 VUD.32 VUD.64 VF.0"), // takes no suffix
        legacy("vme_sic T6 VUB.0 VUB.128 VUB.0"),
        legacy("vme_sic T6 VUB.0 VUB.128"), // no output
        legacy("vme_ime (0, 1) T6 VUB.0 VUB.128 VUW.0 VUW.32 VUW.64 VUB.0"),
        legacy("vme_ime (0, 1) T6 VUB.0 VUB.128 VUW.0 VUW.32 VUB.0"), // no cost center
        legacy("vme_fbr (0x0:ub, 0x1:ub, VUB(0,0)<0;1,0>) T6 VUB.0 VUB.128 VUB.0"));
  }

  private static Sample legacy(String line) {
    return new Sample(line, "TGLLP");
  }

  private static Sample lsc(String line) {
    return new Sample(line, "DG2");
  }
}
