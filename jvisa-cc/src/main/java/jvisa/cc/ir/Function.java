package jvisa.cc.ir;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A function: arguments and blocks, the first block being the entry. */
public final class Function {
  private final String name;
  private final Type returnType;
  private final List<Argument> arguments = new ArrayList<>();
  private final List<Block> blocks = new ArrayList<>();
  private boolean kernel;
  private boolean dontInline;
  private List<String> sourceArgTypes = List.of();
  private int blockNames;

  public Function(String name, Type returnType) {
    this.name = name;
    this.returnType = returnType;
  }

  public String name() {
    return name;
  }

  public Type returnType() {
    return returnType;
  }

  public List<Argument> arguments() {
    return arguments;
  }

  public Argument addArgument(Type type, String argName) {
    Argument a = new Argument(type, argName, arguments.size());
    arguments.add(a);
    return a;
  }

  public List<Block> blocks() {
    return blocks;
  }

  public Block entry() {
    return blocks.get(0);
  }

  /** Whether it is an OpenCL kernel (an entry point). */
  /** Whether the source asked for the function not to be inlined ({@code noinline}). */
  public boolean isDontInline() {
    return dontInline;
  }

  public void setDontInline(boolean dontInline) {
    this.dontInline = dontInline;
  }

  public boolean isKernel() {
    return kernel;
  }

  public void setKernel(boolean kernel) {
    this.kernel = kernel;
  }

  /**
   * The kernel's argument types as the OpenCL C source spells them ({@code uint*}, {@code float4}),
   * when the front end recorded them; empty otherwise.
   */
  public List<String> sourceArgTypes() {
    return sourceArgTypes;
  }

  public void setSourceArgTypes(List<String> types) {
    this.sourceArgTypes = List.copyOf(types);
  }

  public boolean isDeclaration() {
    return blocks.isEmpty();
  }

  /** A new block at the end; {@code blockName} null for a numbered one. */
  public Block addBlock(String blockName) {
    Block b = new Block(this, blockName != null ? blockName : "b" + blockNames);
    blockNames++;
    blocks.add(b);
    return b;
  }

  /** Recomputes every block's preds and succs from the terminators, and the block indices. */
  public void rebuildCfg() {
    for (int i = 0; i < blocks.size(); i++) {
      Block b = blocks.get(i);
      b.index = i;
      b.preds.clear();
      b.succs.clear();
    }
    for (Block b : blocks) {
      Instr t = b.terminator();
      if (t == null) {
        continue;
      }
      Set<Block> succs = new LinkedHashSet<>(t.targets());
      for (Block s : succs) {
        b.succs.add(s);
        s.preds.add(b);
      }
    }
  }

  /** Every instruction, block by block. */
  public List<Instr> instructions() {
    List<Instr> out = new ArrayList<>();
    for (Block b : blocks) {
      out.addAll(b.instructions());
    }
    return out;
  }

  /**
   * Replaces every use of a key by its value (values that are themselves replaced are followed).
   */
  public void replaceUses(Map<? extends Value, ? extends Value> replacements) {
    if (replacements.isEmpty()) {
      return;
    }
    for (Block b : blocks) {
      for (Instr i : b.instructions()) {
        for (int k = 0; k < i.operands().size(); k++) {
          Value v = i.operand(k);
          Value r = v;
          int hops = 0;
          while (replacements.containsKey(r) && hops++ < 1000) {
            r = replacements.get(r);
          }
          if (r != v) {
            i.setOperand(k, r);
          }
        }
      }
    }
  }

  /**
   * Numbers arguments then instructions with a result from 0 in {@link Value#slot}; returns how
   * many.
   */
  public int numberValues() {
    int n = 0;
    for (Argument a : arguments) {
      a.slot = n++;
    }
    for (Block b : blocks) {
      for (Instr i : b.instructions()) {
        i.slot = i.hasResult() ? n++ : -1;
      }
    }
    return n;
  }

  @Override
  public String toString() {
    return name;
  }
}
