package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_MEDIA_INTERFACE_DESCRIPTOR_LOAD} + {@code
 * PATCH_TOKEN_INTERFACE_DESCRIPTOR_DATA}: where the interface descriptor lives in the dynamic state
 * heap and what it points to.
 */
public record InterfaceDescriptor(
    int interfaceDescriptorDataOffset,
    int offset,
    int samplerStateOffset,
    int kernelOffset,
    int bindingTableOffset) {}
