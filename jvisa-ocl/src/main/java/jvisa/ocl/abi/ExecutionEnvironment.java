package jvisa.ocl.abi;

/**
 * {@code PATCH_TOKEN_EXECUTION_ENVIRONMENT}. Components are in the binary's field order (version
 * 1081, 140 bytes with the header). The {@code .cos} does not print {@code isInitializer}, {@code
 * isFinalizer} and {@code workgroupWalkOrderDims}; read from it they are 0/false.
 *
 * @param requiredWorkGroupSizeX 0 unless {@code reqd_work_group_size} was given
 * @param hasBarriers number of barriers used (0 = none)
 * @param simdInfo IGC's packed SIMD selection record
 */
public record ExecutionEnvironment(
    int requiredWorkGroupSizeX,
    int requiredWorkGroupSizeY,
    int requiredWorkGroupSizeZ,
    int largestCompiledSimdSize,
    int compiledSubGroupsNumber,
    int hasBarriers,
    boolean disableMidThreadPreemption,
    boolean compiledSimd8,
    boolean compiledSimd16,
    boolean compiledSimd32,
    boolean hasDeviceEnqueue,
    boolean mayAccessUndeclaredResource,
    boolean usesFencesForReadWriteImages,
    boolean usesStatelessSpillFill,
    boolean usesMultiScratchSpaces,
    boolean isCoherent,
    boolean isInitializer,
    boolean isFinalizer,
    boolean subgroupIndependentForwardProgressRequired,
    boolean compiledForGreaterThan4GbBuffers,
    int numGrfRequired,
    int workgroupWalkOrderDims,
    boolean hasGlobalAtomics,
    boolean hasDpas,
    boolean hasRtCalls,
    int numThreadsRequired,
    int statelessWritesCount,
    int indirectStatelessCount,
    int useBindlessMode,
    boolean hasStackCalls,
    long simdInfo,
    boolean requireDisableEuFusion) {

  public boolean hasRequiredWorkGroupSize() {
    return requiredWorkGroupSizeX != 0
        || requiredWorkGroupSizeY != 0
        || requiredWorkGroupSizeZ != 0;
  }
}
