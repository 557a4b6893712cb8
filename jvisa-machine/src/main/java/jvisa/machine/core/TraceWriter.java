package jvisa.machine.core;

import java.io.IOException;
import java.io.Writer;

/**
 * Where trace lines go, shared by the threads of a launch: whole lines, at most {@code limit}
 * characters in all; the line that would pass the limit is replaced by a final line saying so.
 */
public final class TraceWriter {
  private final Writer out;
  private final long limit;
  private long written;
  private long lines;
  private boolean stopped;
  private IOException failure;

  public TraceWriter(Writer out, long limit) {
    this.out = out;
    this.limit = limit;
  }

  synchronized void line(CharSequence text) {
    if (stopped) {
      return;
    }
    try {
      if (written + text.length() + 1 > limit) {
        out.write("# trace stopped: the limit of " + limit + " bytes (--trace-limit) is reached\n");
        stopped = true;
        return;
      }
      out.append(text).append('\n');
      written += text.length() + 1;
      lines++;
    } catch (IOException e) {
      failure = e;
      stopped = true;
    }
  }

  /** Whether the limit stopped the trace. */
  public synchronized boolean reachedLimit() {
    return stopped && failure == null;
  }

  public synchronized long lines() {
    return lines;
  }

  /** Flushes; throws the first write error, if any. */
  public synchronized void flush() throws IOException {
    if (failure != null) {
      throw failure;
    }
    out.flush();
  }
}
