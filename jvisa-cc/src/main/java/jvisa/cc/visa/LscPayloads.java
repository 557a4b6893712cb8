package jvisa.cc.visa;

/**
 * Operands of LSC messages narrower than SIMD16 on dg2. Without {@code -enableHalfLSC} (dg2 parts
 * without half-size LSC messages) GenX_IR sends such a message with SIMD16-sized payloads and lets
 * its operands be declared smaller; an operand of more than one register declared smaller than that
 * payload (SIMD8 a64 addresses, SIMD8 64-bit data) makes its register allocation crash. IGC never
 * meets this: it writes SIMD8 LSC only with {@code -enableHalfLSC}. Such operands go through a copy
 * declared at the SIMD16 size, so the kernels finalize either way.
 */
final class LscPayloads {
  private static final int PAYLOAD_LANES = 16;
  private static final int REGISTER_BYTES = 32;

  private final Code code;

  LscPayloads(Code code) {
    this.code = code;
  }

  /** Whether {@code lanes} channels of {@code type} need a SIMD16-sized copy. */
  static boolean needsCopy(int lanes, String type) {
    int bytes = lanes * VisaTypes.bytes(type);
    return lanes < PAYLOAD_LANES && bytes > REGISTER_BYTES;
  }

  /** The operand a message reads for lanes {@code l} of {@code v}. */
  String source(Code.Lanes l, Var v, String type) {
    if (!needsCopy(l.size(), type)) {
      return v.raw(type);
    }
    Var copy = code.vars.temp(type, PAYLOAD_LANES);
    code.op("mov", l, copy.dst(type, 0), v.src(type, l.half()));
    return copy.raw(type);
  }

  /** Where a message writes lanes {@code l} of {@code v}; {@link #finish} moves it into place. */
  Var destination(Code.Lanes l, Var v, String type) {
    return needsCopy(l.size(), type) ? code.vars.temp(type, PAYLOAD_LANES) : v;
  }

  /** After the message: copies {@code written} into {@code v} when it is a padded copy. */
  void finish(Code.Lanes l, Var v, Var written, String type) {
    if (written != v) {
      code.op("mov", l, v.dst(type, l.half()), written.src(type, 0));
    }
  }
}
