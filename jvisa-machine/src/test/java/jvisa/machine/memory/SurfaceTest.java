package jvisa.machine.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SurfaceTest {
  private final GlobalMemory memory = new GlobalMemory();
  private static final AtomicUpdate ADD = (old, a, b, bytes) -> old + a;

  @Test
  void bufferReadsAndWritesInsideItsBounds() {
    BufferSurface buffer = new BufferSurface("buf", memory, 0x5_0000_0000L, 16, null);
    buffer.store(12, 4, 0xCAFEBABEL);
    assertEquals(0xCAFEBABEL, buffer.load(12, 4));
    assertEquals(0xCAFEBABE, memory.readInt(0x5_0000_000CL));
    assertFalse(buffer.checked());
  }

  @Test
  void bufferOutOfBoundsReadsZeroAndDropsWrites() {
    memory.writeInt(0x1000 + 16, 0x77);
    memory.writeInt(0x1000 + 12, 0x55);
    BufferSurface buffer = new BufferSurface("buf", memory, 0x1000, 16, null);
    assertEquals(0, buffer.load(16, 4));
    assertEquals(0, buffer.load(14, 4)); // partly outside: the whole element is out
    assertEquals(0x55, buffer.load(12, 4));
    buffer.store(16, 4, 1);
    buffer.store(0xFFFF_FFFCL, 4, 1);
    assertEquals(0x77, memory.readInt(0x1010));
    assertEquals(0, buffer.atomic(16, 4, ADD, 5, 0));
    assertEquals(0x77, memory.readInt(0x1010));
  }

  @Test
  void checkedBufferRecordsEachOutOfBoundsAccess() {
    OutOfBoundsLog log = new OutOfBoundsLog(2);
    BufferSurface buffer = new BufferSurface("BTI 3 (out)", memory, 0x2000, 8, log);
    buffer.load(8, 4);
    buffer.store(6, 4, 0);
    buffer.atomic(100, 4, ADD, 1, 0);
    buffer.load(4, 4); // inside: not recorded
    assertTrue(buffer.checked());
    assertEquals(3, log.count());
    assertEquals(2, log.entries().size());
    OutOfBoundsLog.Entry first = log.entries().get(0);
    assertEquals("BTI 3 (out)", first.surface());
    assertEquals(8, first.offset());
    assertEquals(4, first.bytes());
    assertEquals(8, first.surfaceSize());
    assertEquals(AccessKind.READ, first.kind());
    assertEquals(AccessKind.WRITE, log.entries().get(1).kind());
    assertEquals(
        "3 out-of-bounds accesses (first 2 shown)\n"
            + "  read of 4 bytes at offset 0x8 of BTI 3 (out) (8 bytes)\n"
            + "  write of 4 bytes at offset 0x6 of BTI 3 (out) (8 bytes)",
        log.report());
  }

  @Test
  void statelessSurfaceAddsA32OffsetToItsBase() {
    StatelessSurface stateless = new StatelessSurface("stateless", memory, 0x3_0000_0000L);
    stateless.store(0x10, 4, 9);
    assertEquals(9, memory.readInt(0x3_0000_0010L));
    assertEquals(9, stateless.load(0x1_0000_0010L, 4)); // offsets are 32-bit
    assertEquals(9, stateless.atomic(0x10, 4, ADD, 1, 0));
    assertEquals(10, memory.readInt(0x3_0000_0010L));
  }

  @Test
  void sharedLocalMemoryFaultsOutsideItsSize() {
    SharedLocalMemory slm = new SharedLocalMemory(1024);
    slm.store(1020, 4, 0x12345678);
    assertEquals(0x12345678, slm.load(1020, 4));
    assertEquals(0x78, slm.load(1020, 1));
    MemoryFault fault = assertThrows(MemoryFault.class, () -> slm.load(1022, 4));
    assertEquals("SLM", fault.space());
    assertEquals(1022, fault.address());
    assertEquals(4, fault.bytes());
    assertEquals(AccessKind.READ, fault.kind());
    assertEquals(
        "read of 4 bytes at SLM offset 0x3fe is outside its 1024 bytes", fault.getMessage());
    assertThrows(MemoryFault.class, () -> slm.store(-4, 4, 0));
    MemoryFault atomic = assertThrows(MemoryFault.class, () -> slm.atomic(1024, 4, ADD, 1, 0));
    assertEquals(AccessKind.ATOMIC, atomic.kind());
    assertThrows(MemoryFault.class, () -> new SharedLocalMemory(0).load(0, 1));
  }

  @Test
  void sharedLocalMemoryAtomicsAndClear() {
    SharedLocalMemory slm = new SharedLocalMemory(64);
    assertEquals(0, slm.atomic(8, 4, ADD, 5, 0));
    assertEquals(5, slm.atomic(8, 4, ADD, 5, 0));
    assertEquals(10, slm.load(8, 4));
    slm.clear();
    assertEquals(0, slm.load(8, 4));
  }

  @Test
  void bindingTableResolvesReservedIndices() {
    BindingTable table = new BindingTable(memory, 0x8_0000_0000L);
    BufferSurface buffer = new BufferSurface("buf", memory, 0x1000, 64, null);
    table.bind(0, buffer);
    SharedLocalMemory slm = new SharedLocalMemory(64);
    assertSame(buffer, table.resolve(0, slm));
    assertSame(slm, table.resolve(BindingTable.SLM, slm));
    assertSame(table.stateless(), table.resolve(255, slm));
    assertSame(table.stateless(), table.resolve(253, slm));
    table.resolve(255, null).store(4, 4, 6);
    assertEquals(6, memory.readInt(0x8_0000_0004L));
    assertEquals(
        "binding-table index 7 is empty",
        assertThrows(MemoryFault.class, () -> table.resolve(7, slm)).getMessage());
    assertThrows(MemoryFault.class, () -> table.resolve(254, null));
    assertThrows(MemoryFault.class, () -> table.resolve(252, slm));
    assertThrows(MemoryFault.class, () -> table.resolve(256, slm));
    assertThrows(MemoryFault.class, () -> table.image(0));
    assertThrows(IllegalArgumentException.class, () -> table.bind(254, buffer));
  }

  @Test
  void bindlessSurfacesAreFoundByTheirSurfaceStateAddress() {
    BindingTable table = new BindingTable(memory, 0);
    BufferSurface buffer = new BufferSurface("bindless buf", memory, 0x1000, 64, null);
    table.bindBindless(0x40, buffer);
    assertSame(buffer, table.resolveBindless(0x40));
    assertThrows(MemoryFault.class, () -> table.resolveBindless(0x80));
  }

  @Test
  void predefinedSurfacesMapToTheirBindingTableIndices() {
    assertEquals(254, PredefinedSurface.byName("%slm").bindingTableIndex());
    assertEquals(255, PredefinedSurface.byName("%scratch").bindingTableIndex());
    assertEquals(255, PredefinedSurface.byName("T5").bindingTableIndex());
    assertEquals(252, PredefinedSurface.byName("%bss").bindingTableIndex());
    assertEquals(PredefinedSurface.TSS, PredefinedSurface.byIndex(3));
    assertEquals(null, PredefinedSurface.byName("T6"));
    assertEquals(null, PredefinedSurface.byIndex(6));
  }

  @Test
  void privateMemoryAndScratchSpaceGiveEachOwnerItsRegion() {
    GlobalMemory m = new GlobalMemory(0x10_0000);
    PrivateMemory priv = PrivateMemory.allocate(m, 256, 4, 64);
    assertEquals(0x10_0000, priv.base());
    assertEquals(0x10_0300, priv.sliceOf(3));
    assertThrows(IllegalArgumentException.class, () -> priv.sliceOf(4));
    assertEquals(16, PrivateMemory.allocate(m, 0, 4, 64).size());
    assertThrows(
        IllegalArgumentException.class, () -> PrivateMemory.allocate(m, 1 << 20, 1 << 13, 64));
    ScratchSpace scratch = new ScratchSpace(0x1_0000, 1024, 8);
    assertEquals(0x1_0000 + 5 * 1024, scratch.slotOffset(5));
    assertEquals(0, scratch.slotOffset(5) & 0x3FF);
    assertThrows(IllegalArgumentException.class, () -> new ScratchSpace(0, 1000, 8));
  }
}
