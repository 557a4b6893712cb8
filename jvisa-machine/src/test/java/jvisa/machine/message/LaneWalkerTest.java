package jvisa.machine.message;

import static jvisa.machine.message.Regs.reg;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.BufferSurface;
import jvisa.machine.memory.GlobalMemory;
import jvisa.machine.memory.LittleEndian;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties every layout of the one load/store walk must have: a load after a store round-trips
 * (storing what was loaded writes the same memory), and a partial mask changes exactly the
 * registers the enabled lanes own, with the values a full load gives them.
 */
class LaneWalkerTest {
  private static final long BASE = 0x2_0000_0000L;
  private static final int ADDRS = reg(0);
  private static final int PAYLOAD = reg(8); // after 32 lanes of 64-bit addresses
  private static final int REGISTERS = 48;
  private static final int SPAN = 4096;

  static Stream<Arguments> layouts() {
    LscShape d32x4 = LscShape.of(LscDataSize.D32, 4, false, LscAddressSize.A64);
    LscShape d16h = LscShape.of(LscDataSize.D16U32H, 1, false, LscAddressSize.A64);
    LscShape d64x8t = LscShape.of(LscDataSize.D64, 8, true, LscAddressSize.A64);
    return Stream.of(
        Arguments.of("gather.2", ScatteredMessages.elements(2, 16), 4, 16, 2L),
        Arguments.of("gather_scaled.1", ScatteredMessages.scaled(1, 16), 4, 16, 1L),
        Arguments.of("gather4_scaled.RBA", ScatteredMessages.scaled4(0b1101, 16), 4, 16, 16L),
        Arguments.of("qw_gather.4", ScatteredMessages.qwords(4, 8), 4, 8, 32L),
        Arguments.of("svm_gather.1.2", SvmMessages.blocks(1, 2, 16), 8, 16, 2L),
        Arguments.of("svm_gather.8.4", SvmMessages.blocks(8, 4, 8), 8, 8, 32L),
        Arguments.of("svm_gather4_scaled.GA", SvmMessages.scaled4(0b1010, 16), 8, 16, 16L),
        Arguments.of("lsc d32x4", LscMessages.vector(d32x4, 32), 8, 32, 16L),
        Arguments.of("lsc d16u32h", LscMessages.vector(d16h, 16), 8, 16, 2L),
        Arguments.of("lsc d64x8t", LscMessages.vector(d64x8t, 1), 8, 1, 64L),
        Arguments.of("lsc quad .xw", LscMessages.quad(d32x4, 0b1001, 16), 8, 16, 16L));
  }

  /** Lane i at {@code 3 * i * stride}: disjoint, not in lane order, aligned for every layout. */
  private static byte[] registers(int addressBytes, int lanes, long stride) {
    byte[] grf = Regs.file(REGISTERS);
    for (int i = 0; i < lanes; i++) {
      long offset = ((i * 7L) % lanes) * stride * 2;
      LittleEndian.put(
          grf, ADDRS + addressBytes * i, addressBytes, addressBytes == 8 ? BASE + offset : offset);
    }
    return grf;
  }

  private static GlobalMemory memory() {
    return new GlobalMemory();
  }

  private static byte[] read(GlobalMemory m) {
    byte[] out = new byte[SPAN];
    for (int i = 0; i < SPAN; i++) {
      out[i] = m.readByte(BASE + i);
    }
    return out;
  }

  /** 32-bit offsets address a surface; the walks see it as global memory at BASE. */
  private static AddressSpace space(GlobalMemory m, int addressBytes) {
    return addressBytes == 8 ? m : new BufferSurface("buf", m, BASE, SPAN, null);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("layouts")
  void loadAfterStoreRoundTrips(
      String name, LaneWalker w, int addressBytes, int lanes, long stride) {
    byte[] source = registers(addressBytes, lanes, stride);
    for (int b = PAYLOAD; b < source.length; b++) {
      source[b] = (byte) (b * 37 + 11);
    }
    GlobalMemory first = memory();
    w.walk(Direction.STORE, space(first, addressBytes), -1, source, ADDRS, 0, PAYLOAD);
    byte[] loaded = registers(addressBytes, lanes, stride);
    w.walk(Direction.LOAD, space(first, addressBytes), -1, loaded, ADDRS, 0, PAYLOAD);
    GlobalMemory second = memory();
    w.walk(Direction.STORE, space(second, addressBytes), -1, loaded, ADDRS, 0, PAYLOAD);
    byte[] written = read(first);
    assertArrayEquals(written, read(second));
    assertTrue(nonZero(written) > 0, "the store wrote something");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("layouts")
  void partialMaskChangesOnlyEnabledLanesRegisters(
      String name, LaneWalker w, int addressBytes, int lanes, long stride) {
    GlobalMemory m = memory();
    for (int i = 0; i < SPAN; i++) {
      m.writeByte(BASE + i, (i % 200) + 1); // never the poison byte 0xEE, never 0
    }
    byte[] full = registers(addressBytes, lanes, stride);
    w.walk(Direction.LOAD, space(m, addressBytes), -1, full, ADDRS, 0, PAYLOAD);
    boolean[][] owned = new boolean[lanes][];
    for (int i = 0; i < lanes; i++) {
      byte[] one = registers(addressBytes, lanes, stride);
      w.walk(Direction.LOAD, space(m, addressBytes), 1 << i, one, ADDRS, 0, PAYLOAD);
      owned[i] = changed(one);
    }
    int mask = 0b1011_0110_0101_1001_1010_0011_0110_1101 & (lanes == 32 ? -1 : (1 << lanes) - 1);
    byte[] partial = registers(addressBytes, lanes, stride);
    w.walk(Direction.LOAD, space(m, addressBytes), mask, partial, ADDRS, 0, PAYLOAD);
    boolean[] changed = changed(partial);
    for (int b = 0; b < partial.length; b++) {
      boolean expected = false;
      for (int i = 0; i < lanes; i++) {
        expected |= (mask >>> i & 1) != 0 && owned[i][b];
      }
      assertEquals(expected, changed[b], "byte " + b);
      if (expected) {
        assertEquals(full[b], partial[b], "byte " + b);
      }
    }
  }

  private static boolean[] changed(byte[] grf) {
    boolean[] out = new boolean[grf.length];
    for (int b = PAYLOAD; b < grf.length; b++) {
      out[b] = grf[b] != Regs.POISON;
    }
    return out;
  }

  private static long nonZero(byte[] bytes) {
    return IntStream.range(0, bytes.length).filter(i -> bytes[i] != 0).count();
  }
}
