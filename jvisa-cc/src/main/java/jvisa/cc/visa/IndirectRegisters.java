package jvisa.cc.visa;

/**
 * Reads and writes of register-resident arrays at per-channel byte offsets, through address
 * registers: {@code addr_add} forms each channel's address from the array's first byte, a read uses
 * one address per channel ({@code r[A(0),0]<1,0>}), a write goes channel by channel, each a
 * predicated 8-wide (4-wide for 64-bit) move of which only that channel's lane is enabled.
 */
final class IndirectRegisters {
  private final Code code;

  IndirectRegisters(Code code) {
    this.code = code;
  }

  /** The address of each lane of {@code l}: {@code &array + offsets} (uw). */
  private String addresses(Var array, Var offsets, Code.Lanes l) {
    String a = code.vars.address(l.size());
    String offset = l.size() == 1 ? offsets.scalar("uw", 0) : offsets.src("uw", l.half());
    code.op("addr_add", l, a + "(0)<1>", "&" + array.name, offset);
    return a;
  }

  /** {@code dst = array[offsets]} on lanes {@code l}; one lane reads a scalar. */
  void read(Var array, Var offsets, Var dst, String type, Code.Lanes l) {
    String a = addresses(array, offsets, l);
    String region = l.size() == 1 ? "<0;1,0>" : "<1,0>";
    code.op("mov", l, dst.dst(type, l.half()), "r[" + a + "(0),0]" + region + ":" + type);
  }

  /**
   * {@code array[offsets] = value} for each channel of lanes {@code l} (a wide store), where each
   * channel's offset already has {@link #laneCorrection} subtracted.
   */
  void write(Var array, Var offsets, Operand value, String type, Code.Lanes l) {
    String a = addresses(array, offsets, l);
    int group = group(type);
    String p = code.vars.tempPredicate();
    for (int lane = 0; lane < l.size(); lane++) {
      int channel = 16 * l.half() + lane;
      int first = channel - channel % group;
      code.op(
          "setp",
          new Code.Lanes("M1_NM", code.simd, 0),
          p,
          "0x" + Long.toHexString(1L << channel) + ":ud");
      String src =
          value instanceof Var v && v.wide ? v.region(type, first) : value.src(type, l.half());
      code.line(
          "("
              + p
              + ") mov (M"
              + (first / 4 + 1)
              + ", "
              + group
              + ") r["
              + a
              + "("
              + lane
              + "),0]<1>:"
              + type
              + " "
              + src);
    }
  }

  /** Channels one predicated write covers: its destination stays within one register. */
  private static int group(String type) {
    return VisaTypes.bytes(type) == 8 ? 4 : 8;
  }

  /**
   * What a channel's write address is lowered by: the lane's position in its write group times the
   * element size, which the destination region adds back.
   */
  static int laneCorrection(int channel, String type) {
    return channel % group(type) * VisaTypes.bytes(type);
  }
}
