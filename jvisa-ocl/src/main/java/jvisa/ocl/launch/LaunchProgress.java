package jvisa.ocl.launch;

/** Hears how far a launch is: called from the worker threads, so it must be thread-safe. */
public interface LaunchProgress {
  /** The launch is about to run {@code workGroups} work-groups. */
  void starting(long workGroups);

  /** One more work-group has finished. */
  void workGroupDone();
}
