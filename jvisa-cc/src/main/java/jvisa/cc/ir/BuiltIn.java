package jvisa.cc.ir;

/** The work-item functions, read through SPIR-V BuiltIn-decorated input variables. */
public enum BuiltIn {
  GLOBAL_ID("GlobalInvocationId", true, true),
  LOCAL_ID("LocalInvocationId", true, true),
  GROUP_ID("WorkgroupId", true, false),
  GLOBAL_SIZE("GlobalSize", true, false),
  LOCAL_SIZE("WorkgroupSize", true, false),
  ENQUEUED_LOCAL_SIZE("EnqueuedWorkgroupSize", true, false),
  NUM_GROUPS("NumWorkgroups", true, false),
  GLOBAL_OFFSET("GlobalOffset", true, false),
  WORK_DIM("WorkDim", false, false),
  GLOBAL_LINEAR_ID("GlobalLinearId", false, true),
  LOCAL_LINEAR_ID("LocalInvocationIndex", false, true),
  SUB_GROUP_SIZE("SubgroupSize", false, false),
  SUB_GROUP_MAX_SIZE("SubgroupMaxSize", false, false),
  NUM_SUB_GROUPS("NumSubgroups", false, false),
  NUM_ENQUEUED_SUB_GROUPS("NumEnqueuedSubgroups", false, false),
  SUB_GROUP_ID("SubgroupId", false, false),
  SUB_GROUP_LOCAL_ID("SubgroupLocalInvocationId", false, true);

  private final String spirvName;
  private final boolean perDimension;
  private final boolean divergent;

  BuiltIn(String spirvName, boolean perDimension, boolean divergent) {
    this.spirvName = spirvName;
    this.perDimension = perDimension;
    this.divergent = divergent;
  }

  /** The SPIR-V BuiltIn enumerant. */
  public String spirvName() {
    return spirvName;
  }

  /** Whether it is a 3-vector in SPIR-V (one value per dimension). */
  public boolean perDimension() {
    return perDimension;
  }

  /** Whether work-items of one sub-group may see different values. */
  public boolean divergent() {
    return divergent;
  }

  public static java.util.Optional<BuiltIn> ofSpirv(String name) {
    for (BuiltIn b : values()) {
      if (b.spirvName.equals(name)) {
        return java.util.Optional.of(b);
      }
    }
    return java.util.Optional.empty();
  }
}
