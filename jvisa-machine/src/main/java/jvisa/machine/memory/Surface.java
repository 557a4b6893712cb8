package jvisa.machine.memory;

/**
 * A surface a binding-table entry can point at. Its {@link AddressSpace} view takes unsigned 32-bit
 * byte offsets (held in a long) relative to the surface's start.
 */
public sealed interface Surface extends AddressSpace
    permits BufferSurface, StatelessSurface, ImageSurface {}
