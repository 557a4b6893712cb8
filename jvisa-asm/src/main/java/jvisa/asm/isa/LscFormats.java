package jvisa.asm.isa;

import static jvisa.asm.isa.Operands.payloadIn;

import java.util.List;
import java.util.Set;
import jvisa.asm.model.Instruction;
import jvisa.asm.model.LscAddress;
import jvisa.asm.model.LscData;
import jvisa.asm.model.Operand;

/**
 * Formats of the LSC messages: {@code lsc_load.ugm.ca.ca (M1, 16) V:d32 flat[A]:a64}, stores with
 * the address first, atomics {@code lsc_atomic_<op>.sfid (n) dst addr src0 src1}, fences {@code
 * lsc_fence.ugm.evict.gpu}.
 */
public final class LscFormats {
  private static final List<SuffixSlot> ACCESS =
      List.of(
          SuffixSlot.required(SuffixKind.SFID),
          SuffixSlot.optional(SuffixKind.CACHE),
          SuffixSlot.optional(SuffixKind.CACHE));

  private LscFormats() {}

  /** A load: {@code data address}; the data may be {@code %null} (a prefetch). */
  public static Format load() {
    return new Format(
        List.of(data(Role.PAYLOAD_WRITTEN).orNull(), address()),
        ACCESS,
        ExecRule.SIMD,
        false,
        false,
        LscFormats::accessShape);
  }

  /** A store: {@code address data}. */
  public static Format store() {
    return new Format(
        List.of(address(), data(Role.PAYLOAD_READ)),
        ACCESS,
        ExecRule.SIMD,
        false,
        false,
        LscFormats::accessShape);
  }

  /** A strided load: {@code data flat[base, pitch]}, one base address for all lanes. */
  public static Format stridedLoad() {
    return new Format(
        List.of(data(Role.PAYLOAD_WRITTEN).orNull(), oneAddress()),
        ACCESS,
        ExecRule.SIMD,
        false,
        false,
        LscFormats::accessShape);
  }

  /** A strided store: {@code flat[base, pitch] data}. */
  public static Format stridedStore() {
    return new Format(
        List.of(oneAddress(), data(Role.PAYLOAD_READ)),
        ACCESS,
        ExecRule.SIMD,
        false,
        false,
        LscFormats::accessShape);
  }

  /**
   * A 2D block load: {@code data flat[base, width-1, height-1, pitch-1, x, y]}, the data sized by
   * its shape.
   */
  public static Format block2dLoad() {
    return new Format(
        List.of(block2dData(Role.PAYLOAD_WRITTEN).orNull(), block2dAddress()),
        ACCESS,
        ExecRule.SIMD,
        false,
        false,
        (insn, s) -> block2dShape(insn, false));
  }

  /** A 2D block store: {@code flat[base, width-1, height-1, pitch-1, x, y] data}. */
  public static Format block2dStore() {
    return new Format(
        List.of(block2dAddress(), block2dData(Role.PAYLOAD_READ)),
        ACCESS,
        ExecRule.SIMD,
        false,
        false,
        (insn, s) -> block2dShape(insn, true));
  }

  /**
   * {@code lsc_atomic_<op>.sfid (n) dst address src0 src1}: the operation decides which sources are
   * %null.
   */
  public static InstructionFormat atomic() {
    Format[] bySources = new Format[3];
    for (int sources = 0; sources <= 2; sources++) {
      bySources[sources] =
          new Format(
              List.of(
                  data(Role.PAYLOAD_WRITTEN).orNull(),
                  address(),
                  atomicSource("src0", sources > 0),
                  atomicSource("src1", sources > 1)),
              ACCESS,
              ExecRule.SIMD,
              false,
              false,
              LscFormats::atomicShape);
    }
    return insn -> {
      AtomicOperation op = operation(insn);
      return bySources[op == null ? 2 : op.sources()];
    };
  }

  /** The operation of {@code lsc_atomic_<op>} (and of {@code lsc_apndctr_atomic_add}), or null. */
  public static AtomicOperation operation(Instruction insn) {
    String m = insn.mnemonic();
    int at = m.lastIndexOf("atomic_");
    return at < 0 ? null : AtomicOperation.fromLsc(m.substring(at + "atomic_".length()));
  }

  private static OperandSpec atomicSource(String name, boolean used) {
    Set<Form> forms = Set.of(Form.RAW, Form.LSC_DATA);
    OperandSpec spec =
        used
            ? payloadIn(name, (insn, s, own) -> dataBytes(insn, s))
            : OperandSpec.of(name, Role.UNUSED, forms).orNull();
    return spec.forms(Form.RAW, Form.LSC_DATA);
  }

  /** lsc_fence: {@code .sfid.op.scope}, no operands. */
  public static Format fence() {
    return new Format(
        List.of(),
        List.of(
            SuffixSlot.required(SuffixKind.SFID),
            SuffixSlot.required(SuffixKind.FENCE_OP),
            SuffixSlot.required(SuffixKind.FENCE_SCOPE)),
        ExecRule.NONE,
        false,
        false);
  }

  /** lsc_read_state_info: {@code .tgm dst bti(n)}. */
  public static Format readStateInfo() {
    return new Format(
        List.of(
            Operands.payloadOut("dst", PayloadSize.registers(1)),
            OperandSpec.of("surface", Role.SURFACE, Set.of(Form.LSC_ADDRESS))),
        List.of(SuffixSlot.required(SuffixKind.SFID)),
        ExecRule.NONE,
        false,
        false);
  }

  private static OperandSpec data(Role role) {
    return OperandSpec.of("data", role, Set.of(Form.LSC_DATA))
        .sized((insn, s, own) -> dataBytes(insn, s));
  }

  private static OperandSpec block2dData(Role role) {
    return OperandSpec.of("data", role, Set.of(Form.LSC_DATA))
        .sized((insn, s, own) -> block2dBytes(insn, s));
  }

  /** The six surface parameters are scalars, each read as a region; no per-lane payload. */
  private static OperandSpec block2dAddress() {
    return OperandSpec.of("address", Role.PAYLOAD_READ, Set.of(Form.LSC_ADDRESS));
  }

  private static OperandSpec oneAddress() {
    return OperandSpec.of("address", Role.PAYLOAD_READ, Set.of(Form.LSC_ADDRESS))
        .sized((insn, s, own) -> oneAddressBytes(insn, s));
  }

  private static OperandSpec address() {
    return OperandSpec.of("address", Role.PAYLOAD_READ, Set.of(Form.LSC_ADDRESS))
        .sized((insn, s, own) -> addressBytes(insn, s));
  }

  /** The data shape of a load or store: legal for its execution size. */
  static String accessShape(Instruction insn, Suffixes s) {
    LscData d = dataOf(insn);
    if (d == null) {
      return null;
    }
    LscDataShape shape = LscDataShape.parse(d.shape());
    return shape == null ? notAShape(d) : shape.accessProblem(insn.execSize());
  }

  /** The data shape of an atomic: one d16u32, d32 or d64 element per lane. */
  static String atomicShape(Instruction insn, Suffixes s) {
    LscData d = dataOf(insn);
    if (d == null) {
      return null;
    }
    LscDataShape shape = LscDataShape.parse(d.shape());
    if (shape == null) {
      return notAShape(d);
    }
    String problem = shape.atomicProblem();
    return problem != null ? problem : shape.accessProblem(insn.execSize());
  }

  static String block2dShape(Instruction insn, boolean store) {
    LscData d = dataOf(insn);
    if (d == null) {
      return null;
    }
    LscBlock2dShape shape = LscBlock2dShape.parse(d.shape());
    return shape == null
        ? "'" + d.shape() + "' is not a 2D block shape d<N>.[<blocks>x]<width>x<height>[t|n][t|n]"
        : shape.problem(store);
  }

  private static String notAShape(LscData d) {
    return "'" + d.shape() + "' is not an LSC data shape (" + LscDataShape.EXPECTED + ")";
  }

  private static LscData dataOf(Instruction insn) {
    for (Operand o : insn.operands()) {
      if (o instanceof LscData d) {
        return d;
      }
    }
    return null;
  }

  /**
   * The data bytes of an untyped or quad access: from the data operand's shape and the execution
   * size.
   */
  static long dataBytes(Instruction insn, Suffixes s) {
    for (Operand o : insn.operands()) {
      if (o instanceof LscData d) {
        LscDataShape shape = LscDataShape.parse(d.shape());
        return shape == null ? -1 : shape.payloadBytes(insn.execSize());
      }
    }
    return -1;
  }

  /** The data bytes of a 2D block access, or -1 when its shape is malformed. */
  static long block2dBytes(Instruction insn, Suffixes s) {
    for (Operand o : insn.operands()) {
      if (o instanceof LscData d) {
        LscBlock2dShape shape = LscBlock2dShape.parse(d.shape());
        return shape == null || shape.problem(false) != null ? -1 : shape.payloadBytes();
      }
    }
    return -1;
  }

  /** The bytes of the one address of a strided access. */
  static long oneAddressBytes(Instruction insn, Suffixes s) {
    for (Operand o : insn.operands()) {
      if (o instanceof LscAddress a) {
        return LscDataShape.addressBytes(a.size());
      }
    }
    return -1;
  }

  /** The bytes of each address register: one per lane (one in all for a transposed access). */
  public static long addressBytes(Instruction insn, Suffixes s) {
    for (Operand o : insn.operands()) {
      if (o instanceof LscAddress a) {
        int each =
            s != null && s.get(SuffixKind.SFID) == Sfid.TGM
                ? 4
                : LscDataShape.addressBytes(a.size());
        LscDataShape shape = null;
        for (Operand d : insn.operands()) {
          if (d instanceof LscData data) {
            shape = LscDataShape.parse(data.shape());
          }
        }
        boolean transposed = shape != null && shape.transposed();
        return each < 0 ? -1 : (long) each * (transposed ? 1 : insn.execSize());
      }
    }
    return -1;
  }
}
