package jvisa.cc.ir;

import java.util.ArrayList;
import java.util.List;

/**
 * A basic block: phis first, a terminator last. {@link #preds()} and {@link #succs()} are the
 * explicit CFG, kept by {@link Function#rebuildCfg()}.
 */
public final class Block {
  private final Function function;
  private String name;
  private final List<Instr> instructions = new ArrayList<>();
  final List<Block> preds = new ArrayList<>();
  final List<Block> succs = new ArrayList<>();

  /** Position in its function's block list after {@link Function#rebuildCfg()}. */
  public int index;

  Block(Function function, String name) {
    this.function = function;
    this.name = name;
  }

  public Function function() {
    return function;
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  /**
   * The instructions; change them only through {@link #append}, {@link #insert} and {@link
   * #remove}.
   */
  public List<Instr> instructions() {
    return java.util.Collections.unmodifiableList(instructions);
  }

  public Instr append(Instr i) {
    i.setBlock(this);
    instructions.add(i);
    return i;
  }

  public Instr insert(int at, Instr i) {
    i.setBlock(this);
    instructions.add(at, i);
    return i;
  }

  public void remove(Instr i) {
    instructions.remove(i);
  }

  public void removeAll(java.util.Collection<Instr> dead) {
    instructions.removeAll(dead);
  }

  /** The last instruction when it is a terminator, else null. */
  public Instr terminator() {
    if (instructions.isEmpty()) {
      return null;
    }
    Instr last = instructions.get(instructions.size() - 1);
    return last.op().isTerminator() ? last : null;
  }

  public List<Instr> phis() {
    List<Instr> out = new ArrayList<>();
    for (Instr i : instructions) {
      if (i.op() != Op.PHI) {
        break;
      }
      out.add(i);
    }
    return out;
  }

  public List<Block> preds() {
    return preds;
  }

  public List<Block> succs() {
    return succs;
  }

  @Override
  public String toString() {
    return name;
  }
}
