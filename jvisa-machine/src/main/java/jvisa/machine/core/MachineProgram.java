package jvisa.machine.core;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.machine.limit.LaunchBudget;
import jvisa.machine.limit.LimitExceeded;
import jvisa.machine.limit.Limits;

/**
 * A whole program decoded once: the kernel and every stack-called function, ready to run many
 * threads.
 */
public final class MachineProgram {
  private final DecodedFunction kernel;
  private final Map<String, DecodedFunction> functions = new HashMap<>();
  private final java.util.List<String> functionIds = new java.util.ArrayList<>();

  /** The functions by {@code faddr} id. */
  private final DecodedFunction[] byFaddrId;

  private MachineProgram(Program program, ExtensionDecoder extension) {
    DecodedFunction k = null;
    for (Unit u : program.units()) {
      DecodedFunction f;
      try {
        f = new Decoder(u, extension).decode();
      } catch (DecodeException e) {
        throw new DecodeException(u.file() + ":" + e.getMessage());
      } catch (IllegalArgumentException e) {
        throw new DecodeException(u.file() + ": " + e.getMessage());
      }
      if (u.isKernel()) {
        if (k != null) {
          throw new DecodeException(
              "the program has two kernels: '" + k.name() + "' and '" + u.name() + "'");
        }
        k = f;
      } else {
        functions.put(u.name(), f);
      }
    }
    if (k == null) {
      throw new DecodeException("the program has no .kernel");
    }
    this.kernel = k;
    functionIds.addAll(new java.util.TreeSet<>(functions.keySet()));
    this.byFaddrId = new DecodedFunction[functionIds.size()];
    for (int i = 0; i < functionIds.size(); i++) {
      String name = functionIds.get(i);
      byFaddrId[i] = functions.get(name).withId(i + 1);
      functions.put(name, byFaddrId[i]);
    }
    sites.add(kernel);
    for (String id : functionIds) {
      sites.add(functions.get(id));
    }
  }

  private final ProgramSites sites = new ProgramSites();
  private final java.util.IdentityHashMap<DecodedFunction, UninitPlan> uninitPlans =
      new java.util.IdentityHashMap<>();

  /**
   * Attaches the checks that live in the instructions themselves (today the uninitialised-value
   * check: every instruction is decorated with its shadow work). Call once, before any thread is
   * created; a program without checks runs its undecorated instructions.
   */
  public void attachChecks(java.util.Set<jvisa.machine.check.CheckKind> checks) {
    if (checks.contains(jvisa.machine.check.CheckKind.UNINIT) && uninitPlans.isEmpty()) {
      List<DecodedFunction> all = new java.util.ArrayList<>();
      all.add(kernel);
      for (String id : functionIds) {
        all.add(functions.get(id));
      }
      for (DecodedFunction f : all) {
        uninitPlans.put(f, new UninitPlan(f));
        UninitLinker.decorate(f);
      }
    }
  }

  /** The uninitialised-value plan of a function, or null when the check is off. */
  UninitPlan uninitPlan(DecodedFunction f) {
    return uninitPlans.isEmpty() ? null : uninitPlans.get(f);
  }

  /** The kernel's name. */
  public String kernelName() {
    return kernel.name();
  }

  int siteId(Exec e) {
    return sites.id(e);
  }

  String describeSite(int id) {
    return sites.describe(id);
  }

  String instructionOf(Exec e) {
    return sites.instruction(e);
  }

  String sourceOf(Exec e) {
    return sites.source(e);
  }

  /**
   * The id {@code faddr} gives a function (its index among the program's functions by name), or -1.
   */
  int functionId(String name) {
    return functionIds.indexOf(name);
  }

  /** The function an {@code ifcall} id designates, or null. */
  DecodedFunction functionById(long id) {
    return id >= 0 && id < byFaddrId.length ? byFaddrId[(int) id] : null;
  }

  /** Decodes a program whose threads have no memory (see {@link ThreadEnvironment#NONE}). */
  public static MachineProgram decode(Program program) {
    return new MachineProgram(program, null);
  }

  /**
   * Decodes a program whose threads reach memory and barriers through their {@link
   * ThreadEnvironment}: memory messages, fences and barriers become executable.
   */
  public static MachineProgram decodeWithMessages(Program program) {
    return new MachineProgram(program, new MessageDecoder());
  }

  static MachineProgram decode(Program program, ExtensionDecoder extension) {
    return new MachineProgram(program, extension);
  }

  DecodedFunction kernel() {
    return kernel;
  }

  /**
   * Runs the program's unobserved threads on {@code engine}. For {@link Engine#JIT} the interpreter
   * counts how often each instruction runs and the blocks that run hot are compiled in the
   * background (threads interpret until their block's code is published); with {@code compileNow}
   * every block of the kernel and of every function is compiled before this returns.
   */
  public void useEngine(Engine engine, boolean compileNow) {
    if (engine == Engine.JIT) {
      for (DecodedFunction f : functionsInOrder()) {
        if (compileNow) {
          JitCompiler.compileNow(f);
        } else {
          JitCompiler.countHeat(f);
        }
      }
    }
  }

  /**
   * Before a launch of {@code threads} threads on the JIT with compilation of hot blocks: compiles
   * the kernel and each function now when the launch has threads enough to make it hot anyway
   * ({@link JitCompiler#compileForLaunch}; a function is taken to run once per thread, like the
   * kernel: the called functions of a long launch are compiled with it).
   */
  public void compileForLaunch(long threads) {
    for (DecodedFunction f : functionsInOrder()) {
      JitCompiler.compileForLaunch(f, threads);
    }
  }

  /** The kernel, then the stack-called functions by name: the order of {@link #listings()}. */
  java.util.List<DecodedFunction> functionsInOrder() {
    java.util.List<DecodedFunction> out = new java.util.ArrayList<>();
    out.add(kernel);
    for (String name : functionIds) {
      out.add(functions.get(name));
    }
    return out;
  }

  /** The kernel's and every function's instructions, for reports (the kernel first). */
  public java.util.List<FunctionListing> listings() {
    java.util.List<FunctionListing> out = new java.util.ArrayList<>();
    java.util.List<DecodedFunction> fns = functionsInOrder();
    for (int i = 0; i < fns.size(); i++) {
      out.add(FunctionListing.of(i, fns.get(i)));
    }
    return out;
  }

  DecodedFunction function(String name) {
    return functions.get(name);
  }

  public RegisterLayout kernelLayout() {
    return kernel.layout();
  }

  /**
   * A new thread at the kernel's first instruction with the given channels enabled.
   *
   * @param stepLimit instructions after which the run stops with an error (runaway loops)
   */
  public HwThread newThread(
      String name, int dispatchMask, long stepLimit, int maxCallDepth, ThreadEnvironment env) {
    return newThread(name, dispatchMask, stepLimit, maxCallDepth, env, LaunchBudget.unlimited());
  }

  /**
   * A new thread whose frames and instructions are charged to {@code budget}.
   *
   * @throws LimitExceeded when the budget has no room for the kernel's register file
   */
  public HwThread newThread(
      String name,
      int dispatchMask,
      long stepLimit,
      int maxCallDepth,
      ThreadEnvironment env,
      LaunchBudget budget) {
    return newThread(name, dispatchMask, stepLimit, maxCallDepth, env, budget, new FrameCache());
  }

  /**
   * A new thread whose frames come from {@code cache} and go back to it when the thread's memory is
   * released ({@link HwThread#release}); the cache must belong to the calling Java thread.
   */
  public HwThread newThread(
      String name,
      int dispatchMask,
      long stepLimit,
      int maxCallDepth,
      ThreadEnvironment env,
      LaunchBudget budget,
      FrameCache cache) {
    return new HwThread(this, name, dispatchMask, stepLimit, maxCallDepth, env, budget, cache);
  }

  /**
   * Refuses a program whose kernel or a function has a register file larger than {@code limits}
   * allow, before any thread runs.
   */
  public void checkRegisterFiles(Limits limits) {
    checkRegisterFile(kernel, limits);
    for (String name : functionIds) {
      checkRegisterFile(functions.get(name), limits);
    }
  }

  private static void checkRegisterFile(DecodedFunction f, Limits limits) {
    long registers =
        ((long) f.layout().frameBytes() + Limits.REGISTER_BYTES - 1) / Limits.REGISTER_BYTES;
    if (registers > limits.maxRegisters()) {
      throw LimitExceeded.of(
          "register",
          limits.maxRegisters() + " registers",
          Limits.REGISTERS_FLAG,
          (f.unit().isKernel() ? "kernel '" : "function '")
              + f.name()
              + "' ("
              + f.unit().file()
              + ") declares "
              + registers
              + " registers of variables");
    }
  }
}
