package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_MEDIA_VFE_STATE} (slot 0) or {@code ..._SLOT1}: scratch space per hardware
 * thread (spills, stack-call frames on targets that use scratch).
 */
public record MediaVfeState(int slot, int scratchSpaceOffset, int perThreadScratchSpace) {}
