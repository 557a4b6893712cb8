package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_THREAD_PAYLOAD}: what the per-thread part of the payload holds. Components are
 * in the binary's field order.
 *
 * @param offsetToSkipPerThreadDataLoad byte offset in the kernel's machine code past the prolog
 *     that loads per-thread data itself (used when the runtime delivers the payload another way);
 *     not relevant to vISA
 * @param passInlineData on XeHP+ the first GRF of cross-thread data is passed inline by
 *     COMPUTE_WALKER
 */
public record ThreadPayload(
    boolean headerPresent,
    boolean localIdXPresent,
    boolean localIdYPresent,
    boolean localIdZPresent,
    boolean localIdFlattenedPresent,
    boolean indirectPayloadStorage,
    boolean unusedPerThreadConstantPresent,
    boolean getLocalIdPresent,
    boolean getGroupIdPresent,
    boolean getGlobalOffsetPresent,
    boolean stageInGridOriginPresent,
    boolean stageInGridSizePresent,
    int offsetToSkipPerThreadDataLoad,
    int offsetToSkipSetFfidGp,
    boolean passInlineData,
    boolean rtStackIdPresent,
    boolean generateLocalId,
    int emitLocalMask,
    int walkOrder,
    boolean tileY) {

  /** Number of local-ID channels the runtime generates (x, y, z present ones). */
  public int localIdChannels() {
    return (localIdXPresent ? 1 : 0) + (localIdYPresent ? 1 : 0) + (localIdZPresent ? 1 : 0);
  }
}
