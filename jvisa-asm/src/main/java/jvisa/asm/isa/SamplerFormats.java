package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.param;
import static jvisa.asm.isa.Operands.payloadIn;
import static jvisa.asm.isa.Operands.payloadOut;
import static jvisa.asm.isa.Operands.sampler;
import static jvisa.asm.isa.Operands.scalar;
import static jvisa.asm.isa.Operands.surface;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.asm.model.Type;

/**
 * Formats of the sampler, render-target, URB, video and raw send messages. The machine does not run
 * these yet; their operands are known by role and size so that every tool sees what they read and
 * write. Sampler payload sizes follow 3D_SAMPLE.md and its siblings ({@link SamplerSizes}); the
 * payloads of rt_write, urb_write, avs and the VME messages depend on message descriptors and are
 * left unknown (null): the whole rest of the variable counts.
 */
public final class SamplerFormats {
  private static final Set<Type> F = Set.of(Type.F);
  private static final Set<Type> AOFFIMMI = Set.of(Type.UW, Type.W, Type.UD);
  private static final Set<Type> RETURNED =
      Set.of(Type.HF, Type.F, Type.W, Type.UW, Type.D, Type.UD);
  private static final Set<Type> FLOAT_PARAMETERS = Set.of(Type.F, Type.HF);
  private static final Set<Type> INTEGER_PARAMETERS = Set.of(Type.UD, Type.UW);
  private static final Set<Type> OFFSETS = Set.of(Type.D);
  private static final SuffixSlot PIXEL_NULL_MASK =
      SuffixSlot.optional(SamplerSuffixes.PIXEL_NULL_MASK);
  private static final SuffixSlot CHANNELS = SuffixSlot.required(SuffixKind.RGBA);

  private SamplerFormats() {}

  /** sample_unorm.RGBA.output sampler surface u v du dv dst (SAMPLE_UNORM.md). */
  public static Format sampleUnorm() {
    return new Format(
        List.of(
            sampler(),
            surface(),
            scalar("u", F),
            scalar("v", F),
            scalar("delta u", F),
            scalar("delta v", F),
            payloadOut("dst", SamplerSizes.unormChannels()).types(Set.of(Type.UW))),
        List.of(CHANNELS, SuffixSlot.required(SamplerSuffixes.UNORM_OUTPUT)),
        ExecRule.NONE,
        false,
        false);
  }

  /** sample.RGBA (n) sampler surface u v r dst: the pre-3D sampler message. */
  public static Format sample() {
    return new Format(
        List.of(
            sampler(),
            surface(),
            parameter("u", F),
            parameter("v", F),
            parameter("r", F),
            returned(SamplerSizes.channels(SuffixKind.RGBA))),
        List.of(CHANNELS),
        ExecRule.of(true, 8, 16),
        false,
        false);
  }

  /** load.RGBA (n) surface u v r dst: the pre-3D sampler load. */
  public static Format load() {
    return new Format(
        List.of(
            surface(),
            parameter("u", INTEGER_PARAMETERS),
            parameter("v", INTEGER_PARAMETERS),
            parameter("r", INTEGER_PARAMETERS),
            returned(SamplerSizes.channels(SuffixKind.RGBA))),
        List.of(CHANNELS),
        ExecRule.of(true, 8, 16),
        false,
        false);
  }

  /**
   * sample_3d family: [.pixel_null_mask][.cps][.divS].RGBA (n) aoffimmi sampler surface dst
   * parameters...
   */
  public static InstructionFormat sample3d() {
    List<OperandSpec> head =
        List.of(
            scalar("aoffimmi", AOFFIMMI),
            sampler(),
            surface(),
            returned(SamplerSizes.channels(SuffixKind.RGBA)));
    List<SuffixSlot> slots =
        List.of(
            PIXEL_NULL_MASK,
            SuffixSlot.optional(SamplerSuffixes.CPS),
            SuffixSlot.optional(SamplerSuffixes.NON_UNIFORM_SAMPLER),
            CHANNELS);
    return family(head, SamplerParameters.sample(), slots, FLOAT_PARAMETERS);
  }

  /** load_3d family: [.pixel_null_mask].RGBA (n) aoffimmi surface dst parameters... */
  public static InstructionFormat load3d() {
    List<OperandSpec> head =
        List.of(
            scalar("aoffimmi", AOFFIMMI),
            surface(),
            returned(SamplerSizes.channels(SuffixKind.RGBA)));
    return family(
        head, SamplerParameters.load(), List.of(PIXEL_NULL_MASK, CHANNELS), INTEGER_PARAMETERS);
  }

  /**
   * sample4 (gather4) family: [.pixel_null_mask].channel (n) aoffimmi sampler surface dst
   * parameters...
   */
  public static InstructionFormat sample4() {
    List<OperandSpec> head =
        List.of(
            scalar("aoffimmi", AOFFIMMI), sampler(), surface(), returned(SamplerSizes.channels(4)));
    return family(
        head,
        SamplerParameters.sample4(),
        List.of(PIXEL_NULL_MASK, SuffixSlot.required(SamplerSuffixes.SOURCE_CHANNEL)),
        FLOAT_PARAMETERS);
  }

  /** resinfo.RGBA (n) surface lod dst (INFO.md). */
  public static Format resinfo() {
    return new Format(
        List.of(
            surface(),
            parameter("lod", Set.of(Type.UD)),
            returned(SamplerSizes.channels(SuffixKind.RGBA)).types(Set.of(Type.UD))),
        List.of(CHANNELS),
        ExecRule.SIMD,
        false,
        false);
  }

  /** sampleinfo.RGBA (n) surface dst (INFO.md). */
  public static Format sampleinfo() {
    return new Format(
        List.of(surface(), returned(SamplerSizes.channels(SuffixKind.RGBA)).types(Set.of(Type.UD))),
        List.of(CHANNELS),
        ExecRule.SIMD,
        false,
        false);
  }

  /**
   * One format per operation of a 3D sampler family: the head operands, then the operation's
   * parameters by name (the first required, the trailing ones may be left out), then any further
   * ones, at most 15 in all.
   */
  private static InstructionFormat family(
      List<OperandSpec> head,
      Map<String, List<String>> byOperation,
      List<SuffixSlot> slots,
      Set<Type> parameterTypes) {
    Map<String, Format> formats = new HashMap<>();
    byOperation.forEach(
        (op, names) -> formats.put(op, parameters(head, names, slots, parameterTypes)));
    Format unnamed = parameters(head, List.of("parameter 0"), slots, parameterTypes);
    return insn -> formats.getOrDefault(insn.mnemonic(), unnamed);
  }

  private static Format parameters(
      List<OperandSpec> head, List<String> names, List<SuffixSlot> slots, Set<Type> types) {
    List<OperandSpec> ops = new ArrayList<>(head);
    for (int i = 0; i < names.size(); i++) {
      Set<Type> t = names.get(i).startsWith("off") ? OFFSETS : types;
      OperandSpec p = parameter(names.get(i), t);
      ops.add(i == 0 ? p : p.leaveOutable());
    }
    ops.add(parameter("further parameters", types).repeating());
    return new Format(
        ops, slots, ExecRule.SIMD, false, false, SamplerRules.parameters(head.size()));
  }

  /** A parameter payload: one element per lane. */
  private static OperandSpec parameter(String name, Set<Type> types) {
    return payloadIn(name, SamplerSizes.perLane()).types(types);
  }

  /** The returned data. */
  private static OperandSpec returned(PayloadSize size) {
    return payloadOut("dst", size).types(RETURNED);
  }

  /** rt_write_3d surface header payloads... */
  public static Format rtWrite() {
    return new Format(
        List.of(
            surface(),
            scalar("header", Set.of(Type.UD, Type.UW)),
            payloadIn("payload", null).repeating()),
        List.of(SuffixSlot.optional(SamplerSuffixes.RT_WRITE_MODE)),
        ExecRule.SIMD,
        false,
        false);
  }

  /** urb_write_3d count offset payloads... */
  public static Format urbWrite() {
    return new Format(
        List.of(
            param("output count", Form.NUMBER),
            param("global offset", Form.NUMBER),
            payloadIn("payload", null).repeating()),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /** avs.RGBA: many parameters then the destination; known by count only. */
  public static Format avs() {
    return new Format(
        List.of(
            param(
                    "parameters",
                    Form.STATE,
                    Form.GENERAL,
                    Form.IMMEDIATE,
                    Form.RAW,
                    Form.NUMBER,
                    Form.LIST,
                    Form.NAME)
                .repeating()),
        List.of(CHANNELS),
        ExecRule.NONE,
        false,
        false);
  }

  /** raw_send[c] (n) ex-desc src-regs dst-regs desc src dst. */
  public static Format rawSend() {
    return new Format(
        List.of(
            param("extended descriptor", Form.NUMBER, Form.IMMEDIATE).hex(),
            param("source registers", Form.NUMBER),
            param("destination registers", Form.NUMBER),
            scalar("descriptor", Set.of(Type.UD)),
            payloadIn("src", RawSendSizes.registers(1)),
            payloadOut("dst", RawSendSizes.registers(2)).orNull()),
        List.of(),
        ExecRule.SIMD,
        false,
        false);
  }

  /**
   * raw_sends[c][_eot][.sfid].src0-regs.src1-regs.dst-regs (n) ex-desc desc src0 src1 dst; each
   * payload covers the registers its count says (the sfid slot comes first, so the counts are slots
   * 1 to 3).
   */
  public static Format rawSends() {
    SuffixKind<Integer> count =
        SuffixKind.number(
            "register count",
            0,
            1,
            2,
            3,
            4,
            5,
            6,
            7,
            8,
            9,
            10,
            11,
            12,
            13,
            14,
            15,
            16,
            17,
            18,
            19,
            20,
            21,
            22,
            23,
            24,
            25,
            26,
            27,
            28,
            29,
            30,
            31,
            32);
    return new Format(
        List.of(
            scalar("extended descriptor", Set.of(Type.UD)),
            scalar("descriptor", Set.of(Type.UD)),
            payloadIn("src0", RawSendSizes.suffixRegisters(count, 1)),
            payloadIn("src1", RawSendSizes.suffixRegisters(count, 2)).orNull(),
            payloadOut("dst", RawSendSizes.suffixRegisters(count, 3)).orNull()),
        List.of(
            SuffixSlot.optional(count),
            SuffixSlot.required(count),
            SuffixSlot.required(count),
            SuffixSlot.required(count)),
        ExecRule.SIMD,
        false,
        false);
  }
}
