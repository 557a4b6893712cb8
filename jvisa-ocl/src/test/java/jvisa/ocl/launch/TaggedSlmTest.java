package jvisa.ocl.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jvisa.machine.memory.MemoryView;
import jvisa.machine.memory.SharedLocalMemory;
import org.junit.jupiter.api.Test;

/**
 * Atomic views and windows of tagged SLM offsets: the SLM at the untagged offsets (atomics under
 * the SLM's lock).
 */
class TaggedSlmTest {
  private final SharedLocalMemory slm = new SharedLocalMemory(256);
  private final TaggedSlm tagged = new TaggedSlm(slm);
  private final MemoryView view = new MemoryView();

  @Test
  void anAtomicViewOfTaggedOffsetsIsTheSlmAtTheUntaggedOffsets() {
    assertTrue(tagged.atomicView(0x1000_0010L, 0x1000_0020L, view));
    assertEquals(0x10, view.index(0x1000_0010L));
    assertSame(slm, view.wholeLock());
    slm.store(0x10, 4, 7);
    assertEquals(7, tagged.atomic(0x1000_0010L, 4, (old, a, b, bytes) -> old + a, 1, 0));
    assertEquals(8, view.bytes()[view.index(0x1000_0010L)]);
  }

  @Test
  void rangesWithMixedTagsOrPastTheSlmHaveNoAtomicView() {
    assertFalse(tagged.atomicView(0x0FFF_FFF0L, 0x1000_0010L, view));
    assertFalse(tagged.atomicView(0x1000_00F8L, 0x1000_0108L, view));
    assertFalse(tagged.atomicView(0x1000_0010L, 0x1000_0010L, view));
  }

  @Test
  void theWindowAroundATaggedOffsetIsTheWholeSlmUnderThatTag() {
    assertTrue(tagged.viewAround(0x1000_0010L, view));
    assertEquals(0x1000_0000L, view.windowFrom());
    assertEquals(0x1000_0100L, view.windowTo());
    slm.store(0xFC, 4, 9);
    assertEquals(9, view.bytes()[view.index(0x1000_00FCL)]);
    assertTrue(tagged.viewAround(0x20, view));
    assertEquals(0, view.windowFrom());
    assertEquals(0x100, view.windowTo());
    assertFalse(tagged.viewAround(0x1000_0100L, view));
  }
}
