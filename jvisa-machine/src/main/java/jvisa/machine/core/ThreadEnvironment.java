package jvisa.machine.core;

import jvisa.machine.memory.AddressSpace;
import jvisa.machine.memory.ImageSurface;

/**
 * What a thread sees of the machine around it: the memories its messages reach and the
 * synchronisation of its thread group. The launcher provides it; a thread run alone (jvisa exec)
 * gets {@link #NONE}, whose memories are clear errors.
 */
public interface ThreadEnvironment {
  /** An environment with no memory: every message is a clear error. */
  ThreadEnvironment NONE = new ThreadEnvironment() {};

  /** Global memory: 64-bit addresses of SVM messages and flat LSC messages on the UGM. */
  default AddressSpace global() {
    throw noMemory("global memory");
  }

  /** The shared local memory of the thread's group (%slm, LSC .slm). */
  default AddressSpace slm() {
    throw noMemory("shared local memory");
  }

  /**
   * The memory of binding-table index {@code bti} (0-255, including 253/255 stateless and 254 SLM).
   *
   * @throws jvisa.machine.memory.MemoryFault when the entry is empty or out of range
   */
  default AddressSpace surface(long bti) {
    throw noMemory("binding-table index " + bti);
  }

  /** The surface whose surface state is at {@code surfaceStateAddress} (bindless, T252). */
  default AddressSpace bindless(long surfaceStateAddress) {
    throw noMemory("bindless surfaces");
  }

  /**
   * The image bound at binding-table index {@code bti}, for typed and media messages.
   *
   * @throws jvisa.machine.memory.MemoryFault when no image is bound there
   */
  default ImageSurface image(long bti) {
    throw noMemory("image at binding-table index " + bti);
  }

  /**
   * Called when the thread executes a barrier; true when it must stop until the rest of its group
   * arrives ({@link HwThread#run} then returns {@link HwThread.Status#BLOCKED_AT_BARRIER}).
   */
  default boolean mustWaitAtBarrier() {
    return true;
  }

  private static MachineFault noMemory(String what) {
    return new MachineFault(
        "this run has no " + what + "; run the kernel with 'jvisa run' to give it memory");
  }
}
