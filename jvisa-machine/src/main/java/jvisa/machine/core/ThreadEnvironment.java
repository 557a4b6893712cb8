package jvisa.machine.core;

/**
 * What a thread sees of the machine around it: memory messages and synchronisation. The launcher
 * provides it; a thread run alone (jvisa exec) gets one that rejects messages with a clear error.
 */
public interface ThreadEnvironment {
  /** An environment with no memory: every message is a clear error. */
  ThreadEnvironment NONE = new ThreadEnvironment() {};
}
