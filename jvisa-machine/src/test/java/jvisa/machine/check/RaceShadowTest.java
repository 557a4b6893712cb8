package jvisa.machine.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The race rules of the memory model, one byte at a time. */
class RaceShadowTest {
  private static final long ADDRESS = 0x1234;
  private final RaceShadow shadow = new RaceShadow(true);

  private RaceShadow.Conflict access(
      long group, int thread, int epoch, boolean atomic, boolean write, int site) {
    return shadow.access(
        shadow.page(ADDRESS),
        ADDRESS,
        4,
        RaceShadow.stamp(group, thread, epoch, atomic),
        site,
        write);
  }

  @Test
  void oneThreadNeverRacesWithItself() {
    assertNull(access(0, 1, 0, false, true, 1));
    assertNull(access(0, 1, 0, false, false, 2));
    assertNull(access(0, 1, 0, false, true, 3));
  }

  @Test
  void twoThreadsOfAGroupWritingBetweenTheSameBarriersRace() {
    assertNull(access(0, 1, 0, false, true, 1));
    RaceShadow.Conflict c = access(0, 2, 0, false, true, 2);
    assertNotNull(c);
    assertTrue(c.earlierWrote());
    assertEquals(1, c.site());
    assertEquals(1, RaceShadow.thread(c.stamp()));
  }

  @Test
  void aBarrierBetweenThemOrdersTheAccesses() {
    assertNull(access(0, 1, 0, false, true, 1));
    assertNull(access(0, 2, 1, false, false, 2));
    assertNull(access(0, 3, 1, false, false, 3));
  }

  @Test
  void readsDoNotRaceWithReads() {
    assertNull(access(0, 1, 0, false, false, 1));
    assertNull(access(0, 2, 0, false, false, 2));
    assertNull(access(3, 0, 0, false, false, 3));
  }

  @Test
  void aWriteAfterSeveralReadersRacesWithThem() {
    assertNull(access(0, 1, 0, false, false, 1));
    assertNull(access(0, 2, 0, false, false, 2));
    RaceShadow.Conflict c = access(0, 3, 0, false, true, 3);
    assertNotNull(c);
    assertTrue(!c.earlierWrote());
    assertTrue(RaceShadow.who(c.stamp(), g -> "(" + g + ",0,0)").startsWith("several threads"));
  }

  @Test
  void differentWorkGroupsAreNeverOrdered() {
    assertNull(access(0, 1, 0, false, true, 1));
    RaceShadow.Conflict c = access(1, 1, 5, false, false, 2);
    assertNotNull(c);
    assertEquals(0, RaceShadow.group(c.stamp()));
    assertEquals("work-group (0,0,0) thread 1", RaceShadow.who(c.stamp(), g -> "(" + g + ",0,0)"));
  }

  @Test
  void atomicsDoNotRaceWithAtomicsButDoWithPlainAccesses() {
    assertNull(access(0, 1, 0, true, true, 1));
    assertNull(access(1, 2, 0, true, true, 2));
    assertNotNull(access(2, 0, 0, false, false, 3));
  }

  @Test
  void aByteAccessSplitsADwordPageAndKeepsItsHistory() {
    RaceShadow.Page page = shadow.page(ADDRESS);
    long t1 = RaceShadow.stamp(0, 1, 0, false);
    long t2 = RaceShadow.stamp(0, 2, 0, false);
    assertNull(shadow.access(page, ADDRESS, 4, t1, 1, true));
    // another thread's write of the dword's third byte races with the dword write
    assertNotNull(shadow.access(page, ADDRESS + 2, 1, t2, 2, true));
    // the neighbouring dword was never written
    assertNull(shadow.access(page, ADDRESS + 4, 1, t2, 3, true));
    // the first byte still remembers thread 1's write
    RaceShadow.Conflict c = shadow.access(page, ADDRESS, 1, t2, 4, false);
    assertNotNull(c);
    assertEquals(1, RaceShadow.thread(c.stamp()));
  }

  @Test
  void aReadOfAnotherGroupIsNotHiddenByALaterReadOfTheWriter() {
    // group 1 reads, then thread 1 of group 0 reads and writes: its write races with group 1's read
    assertNull(access(1, 0, 0, false, false, 1));
    assertNull(access(0, 1, 0, false, false, 2));
    RaceShadow.Conflict c = access(0, 1, 0, false, true, 3);
    assertNotNull(c);
    assertTrue(!c.earlierWrote());
    assertEquals("threads of several work-groups", RaceShadow.who(c.stamp(), g -> "?"));
  }

  @Test
  void aWriteForgetsTheReadsBeforeIt() {
    assertNull(access(1, 0, 0, false, false, 1));
    assertNull(access(2, 0, 0, false, false, 2));
    assertNotNull(access(3, 0, 0, false, true, 3));
    // only group 3's write is remembered: its own read and write again do not race
    assertNull(access(3, 0, 0, false, false, 4));
    assertNull(access(3, 0, 0, false, true, 5));
  }
}
