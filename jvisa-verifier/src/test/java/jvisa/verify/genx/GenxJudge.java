package jvisa.verify.genx;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.genx.GenxIr;

/**
 * Asks GenX_IR about many instructions at once. They are assembled as one kernel; GenX_IR's
 * verifier names each violating instruction (its number), a parser or builder error names its line
 * and stops, and those lines are taken out and the rest assembled again until GenX_IR compiles what
 * remains. An unknown mnemonic stops GenX_IR's lexer without a line; the lines of a batch share
 * their mnemonic, so all are refused. When any other failure names no line (a crash of the back
 * end), the batch is halved until it does.
 */
final class GenxJudge {
  private static final Duration TIMEOUT = Duration.ofSeconds(60);

  private final GenxIr genx;
  private final Path scratch;
  private int runs;

  GenxJudge(GenxIr genx, Path scratch) {
    this.genx = genx;
    this.scratch = scratch;
  }

  /** For each line, null if GenX_IR accepts it on the platform, else GenX_IR's message. */
  List<String> judge(List<String> lines, String platform) {
    Map<Integer, String> rejected = new HashMap<>();
    List<Integer> all = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      all.add(i);
    }
    judge(lines, all, platform, rejected);
    List<String> verdicts = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      verdicts.add(rejected.get(i));
    }
    return verdicts;
  }

  /** How many times GenX_IR ran. */
  synchronized int runs() {
    return runs;
  }

  private void judge(
      List<String> lines, List<Integer> batch, String platform, Map<Integer, String> rejected) {
    List<Integer> pending = new ArrayList<>(batch);
    while (!pending.isEmpty()) {
      GenxIr.Outcome o = assemble(lines, pending, platform);
      if (o.compiled()) {
        return;
      }
      List<Integer> named = new ArrayList<>();
      for (GenxIr.InstructionError e : o.errors()) {
        int at = e.instruction() - 1;
        if (at >= 0 && at < pending.size() && !named.contains(pending.get(at))) {
          named.add(pending.get(at));
          rejected.put(pending.get(at), e.message());
        }
      }
      int line = o.errorLine() - Kernels.HEADER_LINES - 1;
      if (line >= 0 && line < pending.size()) {
        named.add(pending.get(line));
        rejected.put(pending.get(line), o.message().replaceFirst("^.*near line \\d+: ?", ""));
      }
      if (named.isEmpty()
          && o.kind() == GenxIr.Kind.PARSE_ERROR
          && o.message().contains("Invalid OpCode")) {
        pending.forEach(i -> rejected.put(i, o.message()));
        return;
      }
      if (named.isEmpty()) {
        if (pending.size() == 1) {
          rejected.put(pending.get(0), o.toString());
          return;
        }
        int half = pending.size() / 2;
        judge(lines, pending.subList(0, half), platform, rejected);
        judge(lines, pending.subList(half, pending.size()), platform, rejected);
        return;
      }
      pending.removeAll(named);
    }
  }

  private GenxIr.Outcome assemble(List<String> lines, List<Integer> pending, String platform) {
    List<String> body = pending.stream().map(lines::get).toList();
    synchronized (this) {
      runs++;
    }
    try {
      return genx.assemble(
          scratch, List.of(new GenxIr.Named("k.visaasm", Kernels.kernel(body))), platform, TIMEOUT);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
