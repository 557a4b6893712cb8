package jvisa.cc.ir;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * An instruction: an operation, its operand values, literals, branch targets or phi blocks, and an
 * attribute.
 */
public final class Instr extends Value {
  private final Op op;
  private final List<Value> operands;
  private long[] literals;
  private final List<Block> targets;
  private Object attribute;
  private Block block;

  public Instr(Op op, Type type, List<? extends Value> operands) {
    super(type, null);
    this.op = op;
    this.operands = new ArrayList<>(operands);
    this.literals = new long[0];
    this.targets = new ArrayList<>();
  }

  public Op op() {
    return op;
  }

  public List<Value> operands() {
    return operands;
  }

  public Value operand(int i) {
    return operands.get(i);
  }

  public void setOperand(int i, Value v) {
    operands.set(i, v);
  }

  public long[] literals() {
    return literals;
  }

  public long literal(int i) {
    return literals[i];
  }

  public Instr withLiterals(long... values) {
    this.literals = values.clone();
    return this;
  }

  /** Branch targets, or a phi's incoming blocks (parallel to its operands). */
  public List<Block> targets() {
    return targets;
  }

  public Instr withTargets(Block... blocks) {
    targets.addAll(Arrays.asList(blocks));
    return this;
  }

  /**
   * The callee, built-in, math function, atomic kind or collective; for ALLOCA and GEP the type it
   * concerns.
   */
  public Object attribute() {
    return attribute;
  }

  public Instr withAttribute(Object attribute) {
    this.attribute = attribute;
    return this;
  }

  /** ALLOCA: the variable's type; GEP: the base pointer's element type. */
  public Type allocatedType() {
    return (Type) attribute;
  }

  public Block block() {
    return block;
  }

  void setBlock(Block block) {
    this.block = block;
  }

  /** Gives the result another type (a pass that proves a generic pointer's address space). */
  public void retype(Type type) {
    setType(type);
  }

  /** Whether it produces a value others may use. */
  public boolean hasResult() {
    return !(type() instanceof Type.Void);
  }

  /** A phi's incoming value from {@code pred}, or null. */
  public Value incoming(Block pred) {
    for (int i = 0; i < targets.size(); i++) {
      if (targets.get(i) == pred) {
        return operands.get(i);
      }
    }
    return null;
  }

  /** Adds a phi's incoming pair. */
  public void addIncoming(Value v, Block pred) {
    operands.add(v);
    targets.add(pred);
  }

  /** Removes a phi's incoming pair of {@code pred}, if any. */
  public void removeIncoming(Block pred) {
    for (int i = targets.size() - 1; i >= 0; i--) {
      if (targets.get(i) == pred) {
        targets.remove(i);
        operands.remove(i);
      }
    }
  }

  @Override
  public String toString() {
    return IrPrinter.instruction(this);
  }
}
