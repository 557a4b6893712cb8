package jvisa.cc.ir;

import java.util.List;

/** Terse construction of hand-written IR for unit tests. */
public final class Build {
  private Build() {}

  public static Constant i32(long v) {
    return Constant.of(Type.I32, v);
  }

  public static Instr op(Block b, Op op, Type t, Value... operands) {
    return b.append(new Instr(op, t, List.of(operands)));
  }

  public static Instr br(Block b, Block to) {
    return b.append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(to));
  }

  public static Instr condbr(Block b, Value c, Block t, Block f) {
    return b.append(new Instr(Op.CONDBR, Type.VOID, List.of(c)).withTargets(t, f));
  }

  public static Instr ret(Block b, Value... v) {
    return b.append(new Instr(Op.RET, Type.VOID, List.of(v)));
  }

  public static Instr alloca(Block b, Type t) {
    return b.append(
        new Instr(Op.ALLOCA, new Type.Pointer(AddressSpace.PRIVATE, t), List.of())
            .withAttribute(t));
  }

  public static Instr store(Block b, Value p, Value v) {
    return b.append(new Instr(Op.STORE, Type.VOID, List.of(p, v)));
  }

  public static Instr load(Block b, Value p) {
    return b.append(new Instr(Op.LOAD, ((Type.Pointer) p.type()).pointee(), List.of(p)));
  }

  public static Instr builtIn(Block b, BuiltIn which, int dim) {
    return b.append(
        new Instr(Op.BUILTIN, Type.I64, List.of()).withAttribute(which).withLiterals(dim));
  }

  public static Instr phi(Block b, Type t) {
    return b.insert(b.phis().size(), new Instr(Op.PHI, t, List.of()));
  }

  /** A kernel {@code k} with the given argument types. */
  public static Function kernel(Type... args) {
    Function f = new Function("k", Type.VOID);
    f.setKernel(true);
    for (int i = 0; i < args.length; i++) {
      f.addArgument(args[i], "a" + i);
    }
    return f;
  }

  public static Type.Pointer global(Type t) {
    return new Type.Pointer(AddressSpace.GLOBAL, t);
  }
}
