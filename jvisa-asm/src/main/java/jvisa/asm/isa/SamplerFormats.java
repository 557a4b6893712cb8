package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.param;
import static jvisa.asm.isa.Operands.payloadIn;
import static jvisa.asm.isa.Operands.payloadOut;
import static jvisa.asm.isa.Operands.sampler;
import static jvisa.asm.isa.Operands.scalar;
import static jvisa.asm.isa.Operands.surface;

import java.util.List;
import java.util.Set;
import jvisa.asm.model.Type;

/**
 * Formats of the sampler, render-target, URB, video and raw send messages. The machine does not run these
 * yet; their operands are known by role so that every tool sees what they read and write. Payload sizes that
 * depend on message descriptors are left unknown (null): the whole rest of the variable counts.
 */
public final class SamplerFormats {
  private static final SuffixKind<String> OPTIONS = SuffixKind.matching("option",
      "[A-Za-z0-9_<>-]+", "a sampler option or channel mask");
  private static final List<SuffixSlot> ANY_OPTIONS = List.of(SuffixSlot.optional(OPTIONS), SuffixSlot.optional(OPTIONS),
      SuffixSlot.optional(OPTIONS), SuffixSlot.optional(OPTIONS), SuffixSlot.optional(OPTIONS));
  private static final Set<Type> F = Set.of(Type.F);
  private static final Set<Type> OFFSETS = Set.of(Type.UW, Type.W, Type.UD);

  private SamplerFormats() {}

  /** sample_unorm.RGBA.mode sampler surface u v du dv dst. */
  public static Format sampleUnorm() {
    return new Format(List.of(sampler(), surface(), scalar("u", F), scalar("v", F), scalar("delta u", F),
        scalar("delta v", F), payloadOut("dst", null)), ANY_OPTIONS, ExecRule.NONE, false, false);
  }

  /** sample.RGBA (n) sampler surface u v r dst. */
  public static Format sample() {
    return new Format(List.of(sampler(), surface(), payloadIn("u", null), payloadIn("v", null), payloadIn("r", null),
        payloadOut("dst", null)), ANY_OPTIONS, ExecRule.of(true, 8, 16), false, false);
  }

  /** load.RGBA (n) surface u v r dst. */
  public static Format load() {
    return new Format(List.of(surface(), payloadIn("u", null), payloadIn("v", null), payloadIn("r", null),
        payloadOut("dst", null)), ANY_OPTIONS, ExecRule.of(true, 8, 16), false, false);
  }

  /** sample_3d family and sample4: offsets sampler surface dst params... */
  public static Format sample3d() {
    return new Format(List.of(scalar("offsets", OFFSETS), sampler(), surface(), payloadOut("dst", null),
        payloadIn("parameters", null).repeating()), ANY_OPTIONS, ExecRule.SIMD, false, false);
  }

  /** load_3d family: offsets surface dst params... */
  public static Format load3d() {
    return new Format(List.of(scalar("offsets", OFFSETS), surface(), payloadOut("dst", null),
        payloadIn("parameters", null).repeating()), ANY_OPTIONS, ExecRule.SIMD, false, false);
  }

  /** resinfo surface lod dst. */
  public static Format resinfo() {
    return new Format(List.of(surface(), payloadIn("lod", null), payloadOut("dst", null)), ANY_OPTIONS,
        ExecRule.SIMD, false, false);
  }

  /** sampleinfo surface dst. */
  public static Format sampleinfo() {
    return new Format(List.of(surface(), payloadOut("dst", null)), ANY_OPTIONS, ExecRule.SIMD, false, false);
  }

  /** rt_write_3d surface header payloads... */
  public static Format rtWrite() {
    return new Format(List.of(surface(), scalar("header", Set.of(Type.UD, Type.UW)), payloadIn("payload", null).repeating()),
        ANY_OPTIONS, ExecRule.SIMD, false, false);
  }

  /** urb_write_3d count offset payloads... */
  public static Format urbWrite() {
    return new Format(List.of(param("output count", Form.NUMBER), param("global offset", Form.NUMBER),
        payloadIn("payload", null).repeating()), ANY_OPTIONS, ExecRule.SIMD, false, false);
  }

  /** vme_ime (stream mode, search path) surface inputs... dst. */
  public static Format vme(int inputs, boolean parameters) {
    List<OperandSpec> ops = new java.util.ArrayList<>();
    if (parameters) {
      ops.add(param("parameters", Form.LIST));
    }
    ops.add(surface());
    for (int i = 0; i < inputs; i++) {
      ops.add(payloadIn("input" + i, null));
    }
    ops.add(payloadOut("dst", null));
    return new Format(ops, List.of(), ExecRule.NONE, false, false);
  }

  /** avs: many parameters then the destination; known by count only. */
  public static Format avs() {
    return new Format(List.of(param("parameters", Form.STATE, Form.GENERAL, Form.IMMEDIATE, Form.RAW, Form.NUMBER,
        Form.LIST, Form.NAME).repeating()), ANY_OPTIONS, ExecRule.NONE, false, false);
  }

  /** raw_send[c] (n) ex-desc src-regs dst-regs desc src dst. */
  public static Format rawSend() {
    return new Format(List.of(param("extended descriptor", Form.NUMBER, Form.IMMEDIATE).hex(),
        param("source registers", Form.NUMBER), param("destination registers", Form.NUMBER),
        scalar("descriptor", Set.of(Type.UD)), payloadIn("src", RawSendSizes.registers(1)),
        payloadOut("dst", RawSendSizes.registers(2)).orNull()), List.of(), ExecRule.SIMD, false, false);
  }

  /**
   * raw_sends[c][_eot][.sfid].src0-regs.src1-regs.dst-regs (n) ex-desc desc src0 src1 dst; each payload covers
   * the registers its count says (the sfid slot comes first, so the counts are slots 1 to 3).
   */
  public static Format rawSends() {
    SuffixKind<Integer> count = SuffixKind.number("register count", 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
        14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32);
    return new Format(List.of(scalar("extended descriptor", Set.of(Type.UD)), scalar("descriptor", Set.of(Type.UD)),
        payloadIn("src0", RawSendSizes.suffixRegisters(count, 1)),
        payloadIn("src1", RawSendSizes.suffixRegisters(count, 2)).orNull(),
        payloadOut("dst", RawSendSizes.suffixRegisters(count, 3)).orNull()),
        List.of(SuffixSlot.optional(count), SuffixSlot.required(count), SuffixSlot.required(count),
            SuffixSlot.required(count)), ExecRule.SIMD, false, false);
  }
}
