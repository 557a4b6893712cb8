package jvisa.cc.visa;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Value;

/**
 * Where each program-scope {@code __constant} table a kernel reads lives: in registers ({@link
 * ConstantTables}) while those together take at most {@link #REGISTER_BUDGET} bytes, the others, in
 * module order, in the program's constant buffer, as IGC places them: a buffer in global memory the
 * launcher fills from {@link #buffer()} and whose 64-bit address it writes into the payload.
 */
final class ConstantPlacement {
  /** Register bytes the tables may take: 32 GRFs. */
  static final int REGISTER_BUDGET = 1024;

  /** Alignment of each table in the constant buffer (a cache line). */
  static final int BUFFER_ALIGNMENT = 64;

  private final Set<GlobalVariable> inRegisters;
  private final Map<GlobalVariable, Integer> bufferOffsets;
  private final byte[] buffer;

  private ConstantPlacement(
      Set<GlobalVariable> inRegisters, Map<GlobalVariable, Integer> bufferOffsets, byte[] buffer) {
    this.inRegisters = inRegisters;
    this.bufferOffsets = bufferOffsets;
    this.buffer = buffer;
  }

  /** The placement of the tables {@code functions} (a kernel and what it calls) read. */
  static ConstantPlacement of(Module module, List<Function> functions) {
    Set<GlobalVariable> used = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Function f : functions) {
      for (Instr i : f.instructions()) {
        for (Value v : i.operands()) {
          if (v instanceof GlobalVariable g && ConstantTables.isTable(g)) {
            used.add(g);
          }
        }
      }
    }
    Set<GlobalVariable> registers = Collections.newSetFromMap(new IdentityHashMap<>());
    Map<GlobalVariable, Integer> offsets = new LinkedHashMap<>();
    int registerBytes = 0;
    int bufferBytes = 0;
    for (GlobalVariable g : module.globals()) {
      if (!ConstantTables.isTable(g) || !used.contains(g)) {
        continue;
      }
      long size = g.contentType().size();
      long inRegisters = (size + 31) / 32 * 32;
      if (registerBytes + inRegisters <= REGISTER_BUDGET) {
        registerBytes += (int) inRegisters;
        registers.add(g);
        continue;
      }
      if (g.initializer() != null && holdsFunctions(g.initializer())) {
        throw new CompileError(
            "unsupported by the vISA backend: __constant table "
                + g.name()
                + " holds function addresses and does not fit the "
                + REGISTER_BUDGET
                + " register bytes for tables");
      }
      if (bufferBytes + size > Integer.MAX_VALUE - BUFFER_ALIGNMENT) {
        throw new CompileError("program-scope __constant data of more than 2 GB");
      }
      offsets.put(g, bufferBytes);
      bufferBytes =
          (int) ((bufferBytes + size + BUFFER_ALIGNMENT - 1) / BUFFER_ALIGNMENT) * BUFFER_ALIGNMENT;
    }
    byte[] image = new byte[bufferBytes];
    offsets.forEach(
        (g, at) -> {
          if (g.initializer() != null) {
            ConstantTables.write(g.initializer(), image, at);
          }
        });
    return new ConstantPlacement(registers, offsets, image);
  }

  private static boolean holdsFunctions(Constant c) {
    return c.kind() == Constant.Kind.FUNCTION
        || c.elements().stream().anyMatch(ConstantPlacement::holdsFunctions);
  }

  /**
   * The placement a stack-called function {@code g} uses: the tables of this (its kernel's)
   * placement's constant buffer stay there, at their offsets; the others it reads, which the kernel
   * keeps in registers within the budget, are in its own registers.
   */
  ConstantPlacement within(Function g) {
    Set<GlobalVariable> registers = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Instr i : g.instructions()) {
      for (Value v : i.operands()) {
        if (v instanceof GlobalVariable t && ConstantTables.isTable(t) && !inBuffer(t)) {
          registers.add(t);
        }
      }
    }
    return new ConstantPlacement(registers, bufferOffsets, buffer);
  }

  /** Whether table {@code g} lives in the constant buffer. */
  boolean inBuffer(GlobalVariable g) {
    return bufferOffsets.containsKey(g);
  }

  /** The tables in the constant buffer and their byte offsets there, in module order. */
  Map<GlobalVariable, Integer> bufferOffsets() {
    return Collections.unmodifiableMap(bufferOffsets);
  }

  /** The constant buffer's initial bytes (empty: no buffer). */
  byte[] buffer() {
    return buffer.clone();
  }

  int bufferSize() {
    return buffer.length;
  }

  /** Whether {@code g} is a table read from registers. */
  boolean inRegisters(GlobalVariable g) {
    return inRegisters.contains(g);
  }
}
