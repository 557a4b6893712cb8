package jvisa.machine.core;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.ConstantDynamic;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;

/**
 * Generates a function's {@link CompiledFunction}: one hidden class whose dispatch methods loop
 * over its blocks (a {@code lookupswitch} on the pc), each block counting its steps and active
 * channels, running its straight-line part (the {@link BlockCompiler} methods) and then its final
 * instruction (a branch, call, return, barrier or any executor that may leave the straight line)
 * through the executor the interpreter runs. A negative result of that executor (a frame switch, a
 * barrier to wait at, the end of the thread) goes back to the interpreter loop with the
 * instruction's pc in {@link HwThread#compiledExitPc}. Each dispatch method covers a run of blocks
 * small enough for the JVM to compile; {@code run} goes from one to the next while the pc moves on.
 */
final class FunctionCompiler {
  private static final String NAME = BlockCompiler.PACKAGE + "JitFunction";
  private static final String DISPATCH_DESC =
      "(L" + BlockCompiler.HW + ";L" + BlockCompiler.FRAME + ";IJ)I";

  /**
   * The estimated bytecode bytes of a generated method at most (block parts and dispatch methods),
   * halved while the class read back has a method the JVM would not compile ({@link MethodSizes}).
   */
  private static final int METHOD_BYTES = 6000;

  private static final int SMALLEST_METHOD_BYTES = 750;

  /**
   * A block's share of its dispatch method: its own bytecode, about 80 bytes, and what C2 inlines
   * there (the branch's executor, the join's unpark, the channel count), so that the method's
   * inlined code stays within C2's limit of 8000 bytes (divergent's warm kernel with C2 93 -> 88 ms
   * against 80; bitonic_sort's under C1 unchanged).
   */
  private static final int DISPATCH_BLOCK_BYTES = 300;

  /** Constants a method of the class initialiser loads (3 or 4 bytes each, as small). */
  private static final int RESOLVE_PER_METHOD = 1500;

  private static final int UNROLLED_BUDGET = 256;

  /**
   * Loop bodies of at most this many instructions get unrolled code for the case of every channel
   * enabled, bigger ones a loop: unrolled code is about four times the bytes, and with runs of
   * instructions sharing one channel loop ({@link LaneGroups}) it saves little (mandelbrot's 17
   * loop instructions 5% of its kernel time; sgemm's 74 nothing) while divergent's 176 ran 13%
   * slower unrolled.
   */
  private static final int UNROLLED_LOOPS = 64;

  /**
   * Blocks chosen because they ran hot and holding at most this many instructions are specialised
   * even when their loop bodies exceed {@link #UNROLLED_BUDGET}, with channel loops but nothing
   * unrolled (about 300 bytes of bytecode an instruction; bitonic_sort's 1248 take its first four
   * launches as long as executor calls, C1 compiling them in the third, and later ones 1.8 times as
   * fast).
   */
  private static final int LOOP_BUDGET = 2048;

  /** Successors a block ends by testing for directly (a switchjmp's others take the switch). */
  private static final int MAX_DIRECT_SUCCESSORS = 3;

  // locals of a dispatch method
  private static final int PC = 2;
  private static final int STOP_AT = 3;

  /**
   * Tests: when not null, every instruction is specialised and its fully enabled case gets this
   * code.
   */
  static FullMaskCode fullMaskEverywhere = null;

  private FunctionCompiler() {}

  /**
   * One block: its straight-line instructions {@code start..bodyEnd-1}, then, when {@code
   * terminated}, the instruction at {@code bodyEnd} that ends it.
   */
  private record Block(int start, int bodyEnd, boolean terminated, int join) {
    int counted() {
      return bodyEnd - start + (terminated ? 1 : 0);
    }
  }

  /**
   * The compiled function, or null when no block of {@code fn} is worth compiling; {@code chosen}
   * (by instruction index) says which blocks to compile, by their first instruction, and the
   * interpreter's counts steer their code; null compiles every block before it runs, without
   * counts. Such a whole function the JVM compiles to machine code before this returns ({@link
   * MachineCodeFirst}), half of it on {@code helper} when that is not null; blocks chosen from
   * counts are already running, and the JVM compiles each at its first calls (compiling all of
   * bitonic_sort's first cost its 4-launch processes 1.33 against 1.27 s of CPU, warm kernel time
   * within noise).
   */
  static CompiledFunction compile(
      MethodHandles.Lookup lookup, DecodedFunction fn, boolean[] chosen, ExecutorService helper) {
    Exec[] code = fn.code();
    List<Block> blocks = chosenBlocks(fn, chosen);
    if (blocks.isEmpty()) {
      return null;
    }
    boolean[] entries = new boolean[code.length];
    for (Block b : blocks) {
      entries[b.start] = true;
    }
    GeneratedClass generated = generateCompilable(fn, blocks, chosen != null, METHOD_BYTES);
    try {
      MethodHandles.Lookup defined =
          lookup.defineHiddenClassWithClassData(generated.bytes(), Arrays.asList(code), true);
      if (chosen == null) {
        MachineCodeFirst.prepare(defined, generated.callees(), helper);
      }
      return new CompiledFunction(
          entries, defined.findStatic(defined.lookupClass(), "run", CompiledFunction.RUN_TYPE));
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("the generated function class does not load: " + e, e);
    }
  }

  /** The blocks of {@code fn} that {@link #compile} compiles for {@code chosen}. */
  private static List<Block> chosenBlocks(DecodedFunction fn, boolean[] chosen) {
    List<Block> blocks = blocks(fn);
    if (chosen != null) {
      blocks.removeIf(b -> !chosen[b.start]);
    }
    return blocks;
  }

  /**
   * A generated class file, the classes its code calls, and the budget of bytes per method it was
   * generated with.
   */
  record GeneratedClass(byte[] bytes, Set<String> callees, int methodBytes) {}

  /**
   * The class of {@code blocks}, generated again with half the budget of bytes per method while one
   * of its methods is too big for the JVM to compile (the budget is an estimate).
   */
  private static GeneratedClass generateCompilable(
      DecodedFunction fn, List<Block> blocks, boolean hot, int firstMethodBytes) {
    for (int methodBytes = firstMethodBytes; ; methodBytes /= 2) {
      ClassWriter writer =
          new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
              return "java/lang/Object";
            }
          };
      CalleeRecorder recorder = new CalleeRecorder(writer);
      generate(recorder, fn.code(), blocks, fn.layout(), hot ? fn.jit() : null, methodBytes);
      byte[] bytes = writer.toByteArray();
      if (MethodSizes.largest(bytes) <= MethodSizes.JVM_COMPILES_AT_MOST
          || methodBytes <= SMALLEST_METHOD_BYTES) {
        return new GeneratedClass(bytes, recorder.callees(), methodBytes);
      }
    }
  }

  /**
   * The class {@link #compile} defines for {@code fn} and {@code chosen}, or null when it compiles
   * no block (tests).
   */
  static GeneratedClass classFor(DecodedFunction fn, boolean[] chosen) {
    return classFor(fn, chosen, METHOD_BYTES);
  }

  /** As {@link #classFor(DecodedFunction, boolean[])}, starting from another budget (tests). */
  static GeneratedClass classFor(DecodedFunction fn, boolean[] chosen, int firstMethodBytes) {
    List<Block> blocks = chosenBlocks(fn, chosen);
    return blocks.isEmpty()
        ? null
        : generateCompilable(fn, blocks, chosen != null, firstMethodBytes);
  }

  /** The first instructions of the blocks {@link #compile} can compile, as a set of indices. */
  static boolean[] compilableStarts(DecodedFunction fn) {
    boolean[] starts = new boolean[fn.code().length];
    for (Block b : blocks(fn)) {
      starts[b.start] = true;
    }
    return starts;
  }

  private static List<Block> blocks(DecodedFunction fn) {
    Exec[] code = fn.code();
    int[] joins = fn.joins().slots();
    List<Block> out = new ArrayList<>();
    for (int[] b : BlockPartition.of(fn)) {
      boolean ends = BlockPartition.endsBlock(code[b[1] - 1]);
      out.add(new Block(b[0], ends ? b[1] - 1 : b[1], ends, joins[b[0]]));
    }
    return out;
  }

  /** Executors that always return an instruction index (never a frame switch, barrier or end). */
  static boolean alwaysIndex(Exec e) {
    return e instanceof ControlExecs.Goto
        || e instanceof ControlExecs.Jmp
        || e instanceof ControlExecs.SwitchJmp
        || e instanceof ControlExecs.Call;
  }

  /** The function's class; {@code heat} null: a whole function, prepared before it runs. */
  private static void generate(
      ClassVisitor cw,
      Exec[] code,
      List<Block> blocks,
      RegisterLayout layout,
      JitSlot heat,
      int methodBytes) {
    cw.visit(V17, ACC_FINAL | ACC_SUPER, NAME, null, "java/lang/Object", null);
    boolean[] inLoop = unrolledCode(code, blocks, heat != null);
    boolean specialise = inLoop != null;
    FullMaskCode[] full = specialise ? fullMaskCode(inLoop, heat) : null;
    LaneGroups lanes = specialise ? new LaneGroups(layout) : null;
    List<List<String>> parts = new ArrayList<>();
    for (Block b : blocks) {
      parts.add(
          b.bodyEnd > b.start
              ? BlockCompiler.emitParts(
                  cw,
                  code,
                  b.start,
                  b.bodyEnd,
                  b.start + b.counted(),
                  layout,
                  full,
                  lanes,
                  methodBytes)
              : List.of());
    }
    List<int[]> groups = groups(blocks, parts, methodBytes);
    List<String> dispatchers = new ArrayList<>();
    for (int g = 0; g < groups.size(); g++) {
      dispatchers.add("d" + g);
      emitDispatch(cw, "d" + g, code, blocks, parts, groups.get(g)[0], groups.get(g)[1]);
    }
    emitRun(cw, blocks, groups);
    dispatchers.add("run");
    if (heat == null) {
      List<String> allParts = new ArrayList<>();
      parts.forEach(allParts::addAll);
      MachineCodeFirst.emit(cw, NAME, allParts, BlockCompiler.RUN_DESC, dispatchers, DISPATCH_DESC);
    }
    emitConstantResolution(cw, code, blocks);
    cw.visitEnd();
  }

  /**
   * Whether the JIT specialises instructions of {@code code}, compiled whole before it runs, into
   * inline channel loops: only when its loop bodies add up to at most {@link #UNROLLED_BUDGET}
   * instructions. A bigger function runs each instruction few times (bitonic_sort's 1248
   * instructions about 1200 times a launch), and the JVM's compilers would spend more on its inline
   * channel loops (about ten times the bytes of executor calls) than they save before the launch
   * ends, while the function's code arrived later. Blocks that ran hot have more runs ahead ({@link
   * #specialisesHot}).
   */
  static boolean specialises(Exec[] code) {
    return loopBodies(code, null) != null;
  }

  /**
   * Whether the JIT specialises the blocks of {@code fn} starting at the {@code chosen}
   * instructions, compiled because they ran hot: when their loop bodies fit {@link
   * #UNROLLED_BUDGET} or they hold at most {@link #LOOP_BUDGET} instructions.
   */
  static boolean specialisesHot(DecodedFunction fn, boolean[] chosen) {
    List<Block> blocks = blocks(fn);
    blocks.removeIf(b -> !chosen[b.start]);
    return unrolledCode(fn.code(), blocks, true) != null;
  }

  /**
   * The instructions of {@code code} that get unrolled code for the case of every channel enabled
   * (the {@code compiled} blocks' loop bodies, see {@link #loopBodies}); none when those exceed
   * their budget but the blocks were chosen {@code hot} and fit {@link #LOOP_BUDGET}; null when the
   * instructions are not specialised at all.
   */
  private static boolean[] unrolledCode(Exec[] code, List<Block> compiled, boolean hot) {
    boolean[] inLoop = loopBodies(code, compiled);
    if (inLoop != null || !hot) {
      return inLoop;
    }
    int instructions = 0;
    for (Block b : compiled) {
      instructions += b.bodyEnd - b.start;
    }
    return instructions <= LOOP_BUDGET ? new boolean[code.length] : null;
  }

  /**
   * Instructions between a backward branch's target and the branch: loop bodies, run often enough
   * to pay for unrolled channel code; null when those of the {@code compiled} blocks (all
   * instructions when null) add up to more than {@link #UNROLLED_BUDGET} (see {@link
   * #specialises}).
   */
  private static boolean[] loopBodies(Exec[] code, List<Block> compiled) {
    if (fullMaskEverywhere != null) {
      boolean[] all = new boolean[code.length];
      Arrays.fill(all, true);
      return all;
    }
    boolean[] in = inLoops(code);
    int count = 0;
    if (compiled == null) {
      for (boolean b : in) {
        count += b ? 1 : 0;
      }
    } else {
      for (Block b : compiled) {
        for (int pc = b.start; pc < b.bodyEnd; pc++) {
          count += in[pc] ? 1 : 0;
        }
      }
    }
    return count <= UNROLLED_BUDGET ? in : null;
  }

  /**
   * The code each instruction gets for the case of every channel enabled. Where the interpreter
   * counted heat: instructions it ran fully enabled at least half the time get unrolled code in
   * loop bodies of at most {@link #UNROLLED_LOOPS} instructions and a loop elsewhere, the others
   * none (the loop over the enabled channels serves them): unrolling costs the JVM's compiler about
   * 60 bytes of bytecode per channel, each loop about 150, and divergent code rarely takes them.
   * Without counts: as if every instruction ran fully enabled.
   */
  static FullMaskCode[] fullMaskCode(boolean[] inLoop, JitSlot slot) {
    int[] heat = slot == null ? null : slot.heat();
    int[] fullHeat = slot == null ? null : slot.fullHeat();
    int loopInstructions = 0;
    for (boolean in : inLoop) {
      loopInstructions += in ? 1 : 0;
    }
    boolean unroll = loopInstructions <= UNROLLED_LOOPS;
    FullMaskCode[] full = new FullMaskCode[inLoop.length];
    for (int pc = 0; pc < full.length; pc++) {
      FullMaskCode hot = unroll && inLoop[pc] ? FullMaskCode.UNROLLED : FullMaskCode.LOOP;
      if (fullMaskEverywhere != null) {
        full[pc] = fullMaskEverywhere;
      } else if (heat == null || fullHeat == null) {
        full[pc] = hot;
      } else {
        full[pc] = 2L * fullHeat[pc] >= heat[pc] && heat[pc] > 0 ? hot : FullMaskCode.NONE;
      }
    }
    return full;
  }

  /** The instructions between a backward branch's target and the branch. */
  private static boolean[] inLoops(Exec[] code) {
    boolean[] in = new boolean[code.length];
    for (int pc = 0; pc < code.length; pc++) {
      if (code[pc] instanceof ControlExecs.Call) {
        continue;
      }
      for (int target : ControlKind.targets(code[pc])) {
        if (target <= pc) {
          Arrays.fill(in, Math.max(target, 0), pc + 1, true);
        }
      }
    }
    return in;
  }

  /** Runs of blocks, as {from, to} indices, that one dispatch method covers. */
  private static List<int[]> groups(List<Block> blocks, List<List<String>> parts, int methodBytes) {
    List<int[]> groups = new ArrayList<>();
    int from = 0;
    int bytes = 0;
    for (int i = 0; i < blocks.size(); i++) {
      int size = DISPATCH_BLOCK_BYTES + 8 * parts.get(i).size();
      if (i > from && bytes + size > methodBytes) {
        groups.add(new int[] {from, i});
        from = i;
        bytes = 0;
      }
      bytes += size;
    }
    groups.add(new int[] {from, blocks.size()});
    return groups;
  }

  private static void emitDispatch(
      ClassVisitor cw,
      String name,
      Exec[] code,
      List<Block> blocks,
      List<List<String>> parts,
      int from,
      int to) {
    MethodVisitor mv = cw.visitMethod(ACC_PRIVATE | ACC_STATIC, name, DISPATCH_DESC, null, null);
    mv.visitCode();
    Label loop = new Label();
    Label leave = new Label();
    int[] keys = new int[to - from];
    Label[] labels = new Label[to - from];
    for (int i = from; i < to; i++) {
      keys[i - from] = blocks.get(i).start;
      labels[i - from] = new Label();
    }
    Map<Integer, Label> here = new HashMap<>();
    for (int i = from; i < to; i++) {
      here.put(keys[i - from], labels[i - from]);
    }
    mv.visitLabel(loop);
    mv.visitVarInsn(ILOAD, PC);
    mv.visitLookupSwitchInsn(leave, keys, labels);
    for (int i = from; i < to; i++) {
      mv.visitLabel(labels[i - from]);
      emitBlock(mv, code, blocks.get(i), parts.get(i), leave);
      goOn(mv, code, blocks.get(i), here, loop);
    }
    mv.visitLabel(leave);
    mv.visitVarInsn(ILOAD, PC);
    mv.visitInsn(IRETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void emitBlock(
      MethodVisitor mv, Exec[] code, Block b, List<String> parts, Label leave) {
    long counted = b.counted();
    // leave the block to the interpreter unless the step budget covers all of it
    mv.visitVarInsn(LLOAD, STOP_AT);
    mv.visitVarInsn(ALOAD, BlockCompiler.T);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.HW, "steps", "J");
    mv.visitInsn(LSUB);
    mv.visitLdcInsn(counted);
    mv.visitInsn(LCMP);
    mv.visitJumpInsn(IFLT, leave);
    if (b.join != JoinPoints.NONE) {
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      mv.visitInsn(DUP);
      mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "em", "I");
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      BlockCompiler.pushInt(mv, b.join);
      mv.visitMethodInsn(INVOKEVIRTUAL, BlockCompiler.FRAME, "unpark", "(I)I", false);
      mv.visitInsn(IOR);
      mv.visitFieldInsn(PUTFIELD, BlockCompiler.FRAME, "em", "I");
    }
    addToThreadCounter(mv, "steps", counted);
    addToThreadCounter(mv, "compiledSteps", counted);
    mv.visitVarInsn(ALOAD, BlockCompiler.T);
    mv.visitInsn(DUP);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.HW, "activeChannels", "J");
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.FRAME, "em", "I");
    mv.visitMethodInsn(INVOKESTATIC, BlockCompiler.PACKAGE + "JitBits", "bitCount", "(I)I", false);
    mv.visitInsn(I2L);
    if (counted != 1) {
      mv.visitLdcInsn(counted);
      mv.visitInsn(LMUL);
    }
    mv.visitInsn(LADD);
    mv.visitFieldInsn(PUTFIELD, BlockCompiler.HW, "activeChannels", "J");
    for (String part : parts) {
      mv.visitVarInsn(ALOAD, BlockCompiler.T);
      mv.visitVarInsn(ALOAD, BlockCompiler.F);
      mv.visitMethodInsn(INVOKESTATIC, NAME, part, BlockCompiler.RUN_DESC, false);
    }
    if (b.terminated) {
      int pc = b.bodyEnd;
      Label begin = new Label();
      Label end = new Label();
      Label handler = new Label();
      Label after = new Label();
      mv.visitTryCatchBlock(begin, end, handler, "java/lang/RuntimeException");
      mv.visitLabel(begin);
      emitTerminator(mv, code[pc], pc);
      mv.visitVarInsn(ISTORE, PC);
      mv.visitLabel(end);
      mv.visitJumpInsn(GOTO, after);
      mv.visitLabel(handler);
      BlockCompiler.throwFault(mv, pc, 0);
      mv.visitLabel(after);
      if (!alwaysIndex(code[pc])) {
        leaveOnNegative(mv, pc);
      }
    } else {
      BlockCompiler.pushInt(mv, b.bodyEnd);
      mv.visitVarInsn(ISTORE, PC);
    }
  }

  /**
   * Goes on to the block at the pc: straight to the next block or a branch's target or fall-through
   * when this method holds it, else through the {@code lookupswitch} at {@code loop} (C1 compiles
   * that to one comparison per block of the method, in order).
   */
  private static void goOn(
      MethodVisitor mv, Exec[] code, Block b, Map<Integer, Label> here, Label loop) {
    if (!b.terminated) {
      mv.visitJumpInsn(GOTO, here.getOrDefault(b.bodyEnd, loop));
      return;
    }
    Set<Integer> successors = new LinkedHashSet<>(ControlKind.targets(code[b.bodyEnd]));
    successors.add(b.bodyEnd + 1);
    int tested = 0;
    for (int next : successors) {
      Label l = here.get(next);
      if (l != null && tested < MAX_DIRECT_SUCCESSORS) {
        mv.visitVarInsn(ILOAD, PC);
        BlockCompiler.pushInt(mv, next);
        mv.visitJumpInsn(IF_ICMPEQ, l);
        tested++;
      }
    }
    mv.visitJumpInsn(GOTO, loop);
  }

  /**
   * Runs the block's last instruction, leaving the next pc (or a negative result) on the stack: a
   * goto computes its taking channels inline and calls {@link ControlExecs.Goto#branch}, any other
   * instruction is its executor's call.
   */
  private static void emitTerminator(MethodVisitor mv, Exec e, int pc) {
    ConstantDynamic receiver = BlockCompiler.receiver(e, pc);
    if (!(e instanceof ControlExecs.Goto)) {
      BlockCompiler.callExecute(mv, e, receiver);
      return;
    }
    mv.visitLdcInsn(receiver);
    mv.visitVarInsn(ALOAD, BlockCompiler.T);
    mv.visitVarInsn(ALOAD, BlockCompiler.F);
    MaskBytecode.takers(mv, e, receiver);
    mv.visitMethodInsn(
        INVOKEVIRTUAL,
        BlockCompiler.internalName(e),
        "branch",
        "(L" + BlockCompiler.HW + ";L" + BlockCompiler.FRAME + ";I)I",
        false);
  }

  /**
   * When the terminator at {@code pc} returned a negative result: records {@code pc} as the
   * thread's exit pc and returns the result.
   */
  private static void leaveOnNegative(MethodVisitor mv, int pc) {
    Label index = new Label();
    mv.visitVarInsn(ILOAD, PC);
    mv.visitJumpInsn(IFGE, index);
    mv.visitVarInsn(ALOAD, BlockCompiler.T);
    BlockCompiler.pushInt(mv, pc);
    mv.visitFieldInsn(PUTFIELD, BlockCompiler.HW, "compiledExitPc", "I");
    mv.visitVarInsn(ILOAD, PC);
    mv.visitInsn(IRETURN);
    mv.visitLabel(index);
  }

  /** {@code t.<field> += n} for a long field of the thread. */
  private static void addToThreadCounter(MethodVisitor mv, String field, long n) {
    mv.visitVarInsn(ALOAD, BlockCompiler.T);
    mv.visitInsn(DUP);
    mv.visitFieldInsn(GETFIELD, BlockCompiler.HW, field, "J");
    mv.visitLdcInsn(n);
    mv.visitInsn(LADD);
    mv.visitFieldInsn(PUTFIELD, BlockCompiler.HW, field, "J");
  }

  /**
   * A class initialiser that loads every executor constant once: the JVM's compilers give up on a
   * method with a constant not yet resolved, such as the executor of a branch not yet taken.
   */
  private static void emitConstantResolution(ClassVisitor cw, Exec[] code, List<Block> blocks) {
    List<String> methods = new ArrayList<>();
    MethodVisitor mv = null;
    int inMethod = 0;
    for (Block b : blocks) {
      for (int k = b.start; k < b.start + b.counted(); k++) {
        if (mv == null || inMethod == RESOLVE_PER_METHOD) {
          if (mv != null) {
            endVoid(mv);
          }
          methods.add("resolve" + methods.size());
          mv =
              cw.visitMethod(
                  ACC_PRIVATE | ACC_STATIC, methods.get(methods.size() - 1), "()V", null, null);
          mv.visitCode();
          inMethod = 0;
        }
        mv.visitLdcInsn(BlockCompiler.receiver(code[k], k));
        mv.visitInsn(POP);
        inMethod++;
      }
    }
    if (mv != null) {
      endVoid(mv);
    }
    MethodVisitor clinit = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    clinit.visitCode();
    for (String m : methods) {
      clinit.visitMethodInsn(INVOKESTATIC, NAME, m, "()V", false);
    }
    endVoid(clinit);
  }

  private static void endVoid(MethodVisitor mv) {
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /**
   * {@code run}: calls the dispatch method whose blocks hold the pc until one returns the pc it was
   * given or a negative result.
   */
  private static void emitRun(ClassVisitor cw, List<Block> blocks, List<int[]> groups) {
    MethodVisitor mv = cw.visitMethod(ACC_STATIC, "run", DISPATCH_DESC, null, null);
    mv.visitCode();
    final int t = 0;
    final int f = 1;
    final int pc = 2;
    final int stopAt = 3;
    final int next = 5;
    Label loop = new Label();
    Label got = new Label();
    mv.visitLabel(loop);
    for (int g = 0; g < groups.size(); g++) {
      Label notHere = new Label();
      if (g + 1 < groups.size()) {
        mv.visitVarInsn(ILOAD, pc);
        BlockCompiler.pushInt(mv, blocks.get(groups.get(g + 1)[0]).start);
        mv.visitJumpInsn(IF_ICMPGE, notHere);
      }
      mv.visitVarInsn(ALOAD, t);
      mv.visitVarInsn(ALOAD, f);
      mv.visitVarInsn(ILOAD, pc);
      mv.visitVarInsn(LLOAD, stopAt);
      mv.visitMethodInsn(INVOKESTATIC, NAME, "d" + g, DISPATCH_DESC, false);
      mv.visitJumpInsn(GOTO, got);
      mv.visitLabel(notHere);
    }
    mv.visitLabel(got);
    mv.visitVarInsn(ISTORE, next);
    Label index = new Label();
    mv.visitVarInsn(ILOAD, next);
    mv.visitJumpInsn(IFGE, index);
    mv.visitVarInsn(ILOAD, next);
    mv.visitInsn(IRETURN);
    mv.visitLabel(index);
    Label progressed = new Label();
    mv.visitVarInsn(ILOAD, next);
    mv.visitVarInsn(ILOAD, pc);
    mv.visitJumpInsn(IF_ICMPNE, progressed);
    mv.visitVarInsn(ILOAD, pc);
    mv.visitInsn(IRETURN);
    mv.visitLabel(progressed);
    mv.visitVarInsn(ILOAD, next);
    mv.visitVarInsn(ISTORE, pc);
    mv.visitJumpInsn(GOTO, loop);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }
}
