package jvisa.spirv;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import jvisa.spirv.grammar.Grammar;

/** Writes small SPIR-V binaries word by word for tests; opcodes by grammar name. */
final class ModuleWords {
  private final List<Integer> words = new ArrayList<>();

  ModuleWords(int bound) {
    words.addAll(List.of(Grammar.spirv().magicNumber(), 0x00010000, 0x00060000 | 14, bound, 0));
  }

  /** The usual opening: OpCapability Addresses, Kernel; OpMemoryModel Physical64 OpenCL. */
  static ModuleWords kernelModule(int bound) {
    return new ModuleWords(bound)
        .op("OpCapability", 4)
        .op("OpCapability", 6)
        .op("OpMemoryModel", 2, 2);
  }

  /** Appends an instruction with the right word count. */
  ModuleWords op(String opname, int... operands) {
    int opcode = Grammar.spirv().instruction(opname).orElseThrow().opcode();
    return raw((operands.length + 1) << 16 | opcode, operands);
  }

  /** Appends the words as they are: a first word of one's choosing, then operands. */
  ModuleWords raw(int first, int... operands) {
    words.add(first);
    for (int o : operands) {
      words.add(o);
    }
    return this;
  }

  /** A string's words, NUL-terminated and zero-padded. */
  static int[] string(String s) {
    byte[] b = s.getBytes(StandardCharsets.UTF_8);
    int[] w = new int[b.length / 4 + 1];
    for (int i = 0; i < b.length; i++) {
      w[i / 4] |= (b[i] & 0xff) << (8 * (i % 4));
    }
    return w;
  }

  /** Concatenates operand words. */
  static int[] cat(int[]... parts) {
    int n = 0;
    for (int[] p : parts) {
      n += p.length;
    }
    int[] all = new int[n];
    int at = 0;
    for (int[] p : parts) {
      System.arraycopy(p, 0, all, at, p.length);
      at += p.length;
    }
    return all;
  }

  int size() {
    return words.size();
  }

  byte[] bytes() {
    ByteBuffer b = ByteBuffer.allocate(4 * words.size()).order(ByteOrder.LITTLE_ENDIAN);
    words.forEach(b::putInt);
    return b.array();
  }
}
