package jvisa.cc.pass;

import java.util.List;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.IrVerifier;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;

/**
 * The middle end's pass order: inlining (unless calls are to stay), work-group collectives lowered
 * to sub-group ones and {@code __local} memory ({@link WorkGroupCollectives}), then per function
 * address-space inference (again after each round's mem2reg, which exposes the pointers -O0 code
 * keeps in variables), SROA and mem2reg, then constant and boolean folding, dead-code elimination,
 * CSE, loop-invariant code motion and full unrolling of small counted loops repeated until nothing
 * changes; functions that stay calls get generic pointer parameters of one space when all their
 * call sites agree ({@link ArgumentSpaces}), and those and their callers are optimized again; the
 * IR is verified after.
 */
public final class Pipeline {
  private static final int MAX_ROUNDS = 10;

  private Pipeline() {}

  /**
   * Optimizes {@code module} in place.
   *
   * @throws CompileError when a pass leaves IR that does not verify (a bug, reported with the
   *     verifier's words)
   */
  public static PassStats optimize(Module module) {
    return optimize(module, true);
  }

  /**
   * As {@link #optimize(Module)}; with {@code inlineCalls} false calls to {@code noinline}
   * functions stay calls (the backend compiles them as subroutines or stack calls), except those
   * taking a pointer to private memory.
   */
  public static PassStats optimize(Module module, boolean inlineCalls) {
    int before = count(module);
    int inlined =
        inlineCalls
            ? Inliner.run(module)
            : Inliner.run(module, f -> !f.isDontInline() || takesPrivatePointer(f));
    WorkGroupCollectives.run(module);
    int[] counts = new int[COUNTS];
    for (Function f : module.functions()) {
      optimize(f, counts);
    }
    for (int round = 0; round < MAX_ROUNDS; round++) {
      Set<Function> changed = ArgumentSpaces.run(module);
      if (changed.isEmpty()) {
        break;
      }
      for (Function f : changed) {
        optimize(f, counts);
      }
    }
    List<String> problems = IrVerifier.verify(module);
    if (!problems.isEmpty()) {
      throw new CompileError(
          "IR does not verify after the passes:\n  "
              + String.join("\n  ", problems.subList(0, Math.min(10, problems.size()))));
    }
    int scalarLeft = 0;
    int aggregateLeft = 0;
    for (Function f : module.functions()) {
      for (Instr i : f.instructions()) {
        if (i.op() == Op.ALLOCA) {
          if (i.allocatedType().isScalar()
              || i.allocatedType() instanceof jvisa.cc.ir.Type.Vector) {
            scalarLeft++;
          } else {
            aggregateLeft++;
          }
        }
      }
    }
    return new PassStats(
        before,
        count(module),
        inlined,
        counts[SPLIT],
        counts[PROMOTED],
        counts[FOLDED],
        counts[DEAD],
        counts[COMMON],
        counts[HOISTED],
        counts[UNROLLED],
        scalarLeft,
        aggregateLeft);
  }

  private static final int SPLIT = 0;
  private static final int PROMOTED = 1;
  private static final int FOLDED = 2;
  private static final int DEAD = 3;
  private static final int COMMON = 4;
  private static final int HOISTED = 5;
  private static final int UNROLLED = 6;
  private static final int COUNTS = 7;

  /** The per-function passes, repeated until nothing changes; adds to {@code counts}. */
  private static void optimize(Function f, int[] counts) {
    InferAddressSpaces.run(f);
    PromotionPrep.run(f);
    counts[SPLIT] += Sroa.run(f);
    counts[PROMOTED] += Mem2Reg.run(f);
    for (int round = 0; round < MAX_ROUNDS; round++) {
      int inferred = 0;
      if (round > 0) {
        PromotionPrep.run(f);
        counts[SPLIT] += Sroa.run(f);
        counts[PROMOTED] += Mem2Reg.run(f);
        inferred = InferAddressSpaces.run(f);
      }
      int fo = ConstantFolder.run(f) + BooleanFolding.run(f);
      int de = DeadCodeElimination.run(f);
      int cs = CommonSubexpressions.run(f);
      int lm = LoopInvariantMotion.run(f);
      int un = LoopUnroller.run(f);
      counts[FOLDED] += fo;
      counts[DEAD] += de;
      counts[COMMON] += cs;
      counts[HOISTED] += lm;
      counts[UNROLLED] += un;
      if (inferred + fo + de + cs + lm + un == 0 && round > 0) {
        break;
      }
    }
    f.rebuildCfg();
  }

  /**
   * Whether {@code f} takes a pointer to private memory, which stays inlined until the backend
   * gives private variables memory (a callee cannot reach its caller's registers).
   */
  private static boolean takesPrivatePointer(Function f) {
    return f.arguments().stream()
        .anyMatch(
            a ->
                a.type() instanceof jvisa.cc.ir.Type.Pointer p
                    && (p.space() == jvisa.cc.ir.AddressSpace.PRIVATE
                        || p.space() == jvisa.cc.ir.AddressSpace.GENERIC));
  }

  private static int count(Module module) {
    int n = 0;
    for (Function f : module.functions()) {
      n += f.instructions().size();
    }
    return n;
  }
}
