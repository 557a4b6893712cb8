package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.param;
import static jvisa.asm.isa.Operands.payloadIn;
import static jvisa.asm.isa.Operands.payloadOut;
import static jvisa.asm.isa.Operands.scalar;
import static jvisa.asm.isa.Operands.surface;
import static jvisa.asm.isa.PayloadSize.perChannel;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import jvisa.asm.model.Type;

/**
 * Formats of the legacy dataport messages (instructions/OWORD_LD.md ... TYPED_ATOMIC.md) and SVM
 * messages.
 */
public final class MessageFormats {
  private static final Set<Type> OFFSET = Set.of(Type.UD);
  private static final Set<Type> ADDRESS64 = Set.of(Type.UQ, Type.Q);
  private static final SuffixKind<String> MOD = SuffixKind.word("modifier", "mod");
  private static final SuffixKind<Integer> ELEMENT_BYTES =
      SuffixKind.number("element size", 1, 2, 4);
  private static final SuffixKind<Integer> QWORD_BLOCKS =
      SuffixKind.number("qwords per lane", 1, 2, 4);
  private static final SuffixKind<Integer> SVM_BLOCK_BYTES =
      SuffixKind.number("block size", 1, 4, 8);
  private static final SuffixKind<Integer> SVM_BLOCKS =
      SuffixKind.number("blocks per lane", 1, 2, 4, 8);

  /**
   * The data width of an atomic: 16-bit for dword_atomic and typed_atomic; 16, 32 or 64 for
   * svm_atomic.
   */
  public static final SuffixKind<Integer> ATOMIC_WIDTH =
      SuffixKind.number("atomic width", 16, 32, 64);

  /** The .16 of dword_atomic and typed_atomic: 16-bit data in memory. */
  public static final SuffixKind<Integer> NARROW_ATOMIC_WIDTH =
      SuffixKind.number("atomic width", 16);

  /** The .unaligned of svm_block_ld/svm_block_st. */
  public static final SuffixKind<Boolean> UNALIGNED = SuffixKind.flag("alignment", "unaligned");

  private static final ExecRule UP_TO_16 = ExecRule.of(false, 1, 2, 4, 8, 16);
  private static final ExecRule SIMD_8_16 = ExecRule.of(false, 8, 16);
  private static final ExecRule OWORDS = ExecRule.of(false, 1, 2, 4, 8, 16);
  private static final ExecRule SVM_OWORDS = ExecRule.of(false, 1, 2, 4, 8);

  private MessageFormats() {}

  /** oword_ld, oword_ld_unaligned: {@code (owords) surface offset dst}. */
  public static Format owordLoad() {
    return new Format(
        List.of(surface(), scalar("offset", OFFSET), payloadOut("dst", perChannel(16))),
        List.of(SuffixSlot.optional(MOD)),
        OWORDS,
        false,
        false);
  }

  public static Format owordStore() {
    return new Format(
        List.of(surface(), scalar("offset", OFFSET), payloadIn("src", perChannel(16))),
        List.of(),
        OWORDS,
        false,
        false);
  }

  /** media_ld/media_st: {@code .mod (width, height) surface [plane] x y data}. */
  public static InstructionFormat media(boolean store) {
    OperandSpec block = param("block size", Form.LIST);
    OperandSpec plane = param("plane", Form.NUMBER);
    OperandSpec x = scalar("x", OFFSET);
    OperandSpec y = scalar("y", OFFSET);
    OperandSpec data =
        store
            ? payloadIn("src", MessageSizes.mediaBlock())
            : payloadOut("dst", MessageSizes.mediaBlock());
    List<SuffixSlot> mods = List.of(SuffixSlot.required(SuffixKind.MEDIA_MODIFIER));
    Format withPlane =
        new Format(List.of(block, surface(), plane, x, y, data), mods, ExecRule.NONE, false, false);
    Format withoutPlane =
        new Format(List.of(block, surface(), x, y, data), mods, ExecRule.NONE, false, false);
    return insn -> insn.operands().size() == 5 ? withoutPlane : withPlane;
  }

  /** gather/scatter: {@code .size (n) surface global-offset offsets data}. */
  public static Format gather(boolean store) {
    return scattered(store, perChannel(4), ELEMENT_BYTES, UP_TO_16)
        .withSuffixes(
            SuffixSlot.required(ELEMENT_BYTES), SuffixSlot.optional(MOD).writtenAfterExecSize());
  }

  /** gather_scaled/scatter_scaled: {@code .block (n) surface global-offset offsets data}. */
  public static Format gatherScaled(boolean store) {
    return scattered(store, perChannel(4), ELEMENT_BYTES, ExecRule.SIMD);
  }

  /** gather4_scaled/scatter4_scaled: {@code .RGBA (n) surface global-offset offsets data}. */
  public static Format gather4Scaled(boolean store) {
    return scattered(store, MessageSizes.channelBlocks(), SuffixKind.RGBA, ExecRule.SIMD);
  }

  private static Format scattered(
      boolean store, PayloadSize data, SuffixKind<?> suffix, ExecRule exec) {
    return new Format(
        List.of(
            surface(),
            scalar("global offset", OFFSET),
            payloadIn("offsets", perChannel(4)),
            store ? payloadIn("src", data) : payloadOut("dst", data)),
        List.of(SuffixSlot.required(suffix)),
        exec,
        false,
        false);
  }

  /** gather4_typed/scatter4_typed: {@code .RGBA (n) surface u v r lod data}. */
  public static Format typed(boolean store) {
    PayloadSize data = MessageSizes.channelBlocks();
    List<OperandSpec> ops = new ArrayList<>(coordinates());
    ops.add(store ? payloadIn("src", data) : payloadOut("dst", data));
    return new Format(ops, List.of(SuffixSlot.required(SuffixKind.RGBA)), SIMD_8_16, false, false);
  }

  /** typed_atomic: {@code .op[.16] (n) surface u v r lod src0 src1 dst}. */
  public static InstructionFormat typedAtomic() {
    return atomic(coordinates(), perChannel(4), true);
  }

  /** dword_atomic: {@code .op[.16] (n) surface offsets src0 src1 dst}. */
  public static InstructionFormat dwordAtomic() {
    return atomic(List.of(surface(), payloadIn("offsets", perChannel(4))), perChannel(4), true);
  }

  /** svm_atomic: {@code .op[.width] (n) addresses dst src0 src1} (the destination comes second). */
  public static InstructionFormat svmAtomic() {
    PayloadSize data = MessageSizes.atomicData(ATOMIC_WIDTH);
    Format[] bySources = new Format[3];
    for (int sources = 0; sources <= 2; sources++) {
      bySources[sources] =
          new Format(
              List.of(
                  payloadIn("addresses", perChannel(8)),
                  payloadOut("dst", data).orNull(),
                  atomicSource("src0", data, sources > 0),
                  atomicSource("src1", data, sources > 1)),
              List.of(SuffixSlot.required(SuffixKind.ATOMIC), SuffixSlot.optional(ATOMIC_WIDTH)),
              UP_TO_16,
              false,
              false);
    }
    return insn -> bySources[legacySources(insn)];
  }

  private static InstructionFormat atomic(
      List<OperandSpec> head, PayloadSize data, boolean narrow) {
    Format[] bySources = new Format[3];
    for (int sources = 0; sources <= 2; sources++) {
      List<OperandSpec> ops = new ArrayList<>(head);
      ops.add(atomicSource("src0", data, sources > 0));
      ops.add(atomicSource("src1", data, sources > 1));
      ops.add(payloadOut("dst", data).orNull());
      bySources[sources] =
          new Format(
              ops,
              List.of(
                  SuffixSlot.required(SuffixKind.ATOMIC),
                  SuffixSlot.optional(narrow ? NARROW_ATOMIC_WIDTH : ATOMIC_WIDTH)),
              UP_TO_16,
              false,
              false);
    }
    return insn -> bySources[legacySources(insn)];
  }

  static OperandSpec atomicSource(String name, PayloadSize data, boolean used) {
    return used
        ? payloadIn(name, data)
        : OperandSpec.of(name, Role.UNUSED, Set.of(Form.RAW)).orNull();
  }

  /**
   * How many sources the legacy atomic operation of an instruction takes (2, the most, when
   * unknown).
   */
  private static int legacySources(jvisa.asm.model.Instruction insn) {
    AtomicOperation op = insn.suffix() == null ? null : AtomicOperation.fromLegacy(insn.suffix());
    return op == null ? 2 : op.sources();
  }

  /** surface u v r lod: the coordinates of a typed message, v, r and lod %null when unused. */
  private static List<OperandSpec> coordinates() {
    return List.of(
        surface(),
        payloadIn("u", perChannel(4)),
        payloadIn("v", perChannel(4)).orNull(),
        payloadIn("r", perChannel(4)).orNull(),
        payloadIn("lod", perChannel(4)).orNull());
  }

  /** qw_gather/qw_scatter: {@code .blocks (n) surface offsets data}. */
  public static Format qword(boolean store) {
    PayloadSize data = MessageSizes.qwords(QWORD_BLOCKS);
    return new Format(
        List.of(
            surface(),
            payloadIn("offsets", perChannel(4)),
            store ? payloadIn("src", data) : payloadOut("dst", data)),
        List.of(SuffixSlot.required(QWORD_BLOCKS)),
        UP_TO_16,
        false,
        false);
  }

  /** svm_block_ld/svm_block_st: {@code [.unaligned] (owords) address data}. */
  public static Format svmBlock(boolean store) {
    return new Format(
        List.of(
            scalar("address", ADDRESS64),
            store ? payloadIn("src", perChannel(16)) : payloadOut("dst", perChannel(16))),
        List.of(SuffixSlot.optional(UNALIGNED)),
        SVM_OWORDS,
        false,
        false);
  }

  /** svm_gather/svm_scatter: {@code .block.blocks (n) addresses data}. */
  public static Format svmScattered(boolean store) {
    PayloadSize data = MessageSizes.svmScattered(SVM_BLOCK_BYTES, SVM_BLOCKS);
    return new Format(
        List.of(
            payloadIn("addresses", perChannel(8)),
            store ? payloadIn("src", data) : payloadOut("dst", data)),
        List.of(SuffixSlot.required(SVM_BLOCK_BYTES), SuffixSlot.required(SVM_BLOCKS)),
        UP_TO_16,
        false,
        false);
  }

  /** svm_gather4_scaled/svm_scatter4_scaled: {@code .RGBA (n) global-offset addresses data}. */
  public static Format svmScattered4(boolean store) {
    PayloadSize data = MessageSizes.channelBlocks();
    return new Format(
        List.of(
            scalar("global offset", ADDRESS64),
            payloadIn("addresses", perChannel(8)),
            store ? payloadIn("src", data) : payloadOut("dst", data)),
        List.of(SuffixSlot.required(SuffixKind.RGBA)),
        ExecRule.SIMD,
        false,
        false);
  }

  /** The block size suffix of svm_gather (bytes per block). */
  public static SuffixKind<Integer> svmBlockBytes() {
    return SVM_BLOCK_BYTES;
  }

  /** The block count suffix of svm_gather (blocks per lane). */
  public static SuffixKind<Integer> svmBlocks() {
    return SVM_BLOCKS;
  }

  /** The element size suffix of gather/gather_scaled. */
  public static SuffixKind<Integer> elementBytes() {
    return ELEMENT_BYTES;
  }

  public static SuffixKind<Integer> qwordBlocks() {
    return QWORD_BLOCKS;
  }
}
