package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * dword_atomic.16 on a buffer surface, decoded from text: each operation updates one word at its
 * byte offset, leaves the other half of the dword alone and returns the old word zero-extended
 * (DWORD_ATOMIC.md, "16bit Atomics": the low 16 bits of each source dword are the operand).
 */
class NarrowDwordAtomicTest {
  private static final int OLD_WORD = 0xFFFE; // 65534 unsigned, -2 signed
  private static final long SRC0 = 0x1234_0003L; // only 0x0003 is used
  private static final long SRC1 = 0xABCD_FFFEL; // only 0xFFFE is used: equal to the old word

  /** The new word of each operation on OLD_WORD with sources 3 and 0xFFFE. */
  private static final Map<String, Integer> NEW_WORD =
      Map.ofEntries(
          Map.entry("add", (OLD_WORD + 3) & 0xFFFF),
          Map.entry("sub", OLD_WORD - 3),
          Map.entry("inc", OLD_WORD + 1),
          Map.entry("dec", OLD_WORD - 1),
          Map.entry("min", 3),
          Map.entry("max", OLD_WORD),
          Map.entry("minsint", OLD_WORD),
          Map.entry("maxsint", 3),
          Map.entry("xchg", 3),
          Map.entry("cmpxchg", 3),
          Map.entry("and", OLD_WORD & 3),
          Map.entry("or", OLD_WORD | 3),
          Map.entry("xor", OLD_WORD ^ 3));

  private static String sources(String op) {
    return switch (op) {
      case "inc", "dec" -> "%null.0 %null.0";
      case "cmpxchg" -> "SRC.0 DATA.0";
      default -> "SRC.0 %null.0";
    };
  }

  @Test
  void everySixteenBitOperationUpdatesOneWordAndReturnsTheOldOne() {
    for (Map.Entry<String, Integer> e : NEW_WORD.entrySet()) {
      String op = e.getKey();
      MessageTestEnv env = new MessageTestEnv();
      env.global.writeInt(0x1000 + 8, (int) (0xAAAA_0000L | OLD_WORD));
      HwThread t =
          env.thread(
              """
          movs (M1_NM, 1) T6(0) 0x3:ud
          dword_atomic.%s.16 (M1, 8) T6 OFF.0 %s OLD.0
          """
                  .formatted(op, sources(op)),
              0x01);
      MessageTestEnv.putUd(t, "OFF", 0, 8);
      MessageTestEnv.putUd(t, "SRC", 0, SRC0);
      MessageTestEnv.putUd(t, "DATA", 0, SRC1);
      MessageTestEnv.putUd(t, "OLD", 0, 0x5555_5555L);
      t.run();
      assertEquals(0xAAAA_0000L | e.getValue(), env.global.readInt(0x1000 + 8) & 0xFFFF_FFFFL, op);
      assertEquals(OLD_WORD, MessageTestEnv.ud(t, "OLD", 0), op + ": the old word, zero-extended");
    }
  }

  @Test
  void aWordAlignedOffsetReachesTheUpperHalfOfADword() {
    MessageTestEnv env = new MessageTestEnv();
    env.global.writeInt(0x1000 + 8, 0x0005_FFFE);
    HwThread t =
        env.thread(
            """
        movs (M1_NM, 1) T6(0) 0x3:ud
        dword_atomic.add.16 (M1, 8) T6 OFF.0 SRC.0 %null.0 OLD.0
        """,
            0x01);
    MessageTestEnv.putUd(t, "OFF", 0, 10);
    MessageTestEnv.putUd(t, "SRC", 0, 3);
    t.run();
    assertEquals(0x0008_FFFE, env.global.readInt(0x1000 + 8));
    assertEquals(5, MessageTestEnv.ud(t, "OLD", 0));
  }

  @Test
  void withoutTheSuffixTheWholeDwordIsUpdated() {
    MessageTestEnv env = new MessageTestEnv();
    env.global.writeInt(0x1000 + 8, 0x0000_FFFF);
    HwThread t =
        env.thread(
            """
        movs (M1_NM, 1) T6(0) 0x3:ud
        dword_atomic.add (M1, 8) T6 OFF.0 SRC.0 %null.0 OLD.0
        """,
            0x01);
    MessageTestEnv.putUd(t, "OFF", 0, 8);
    MessageTestEnv.putUd(t, "SRC", 0, 1);
    t.run();
    assertEquals(0x0001_0000, env.global.readInt(0x1000 + 8));
    assertTrue(MessageTestEnv.ud(t, "OLD", 0) == 0xFFFF);
  }
}
