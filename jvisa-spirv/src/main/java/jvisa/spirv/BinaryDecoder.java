package jvisa.spirv;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import jvisa.spirv.grammar.Enumerant;
import jvisa.spirv.grammar.ExtInstSet;
import jvisa.spirv.grammar.Grammar;
import jvisa.spirv.grammar.InstructionSpec;
import jvisa.spirv.grammar.OperandCategory;
import jvisa.spirv.grammar.OperandKind;
import jvisa.spirv.grammar.OperandSpec;
import jvisa.spirv.grammar.Quantifier;

/**
 * Decodes a SPIR-V binary into its header and instructions, each operand typed as the grammar says.
 * It tracks what decoding needs: the width of numeric types (for {@code OpConstant} and {@code
 * OpSwitch} literals) and which ids import which extended instruction set.
 */
final class BinaryDecoder {
  static final int HEADER_WORDS = 5;

  /** The decoded binary. */
  record Decoded(SpirvHeader header, List<Instruction> instructions) {}

  private final Grammar grammar;
  private final OperandKind idRef;
  private final int[] words;
  private final Map<Integer, LiteralType> numericTypes = new HashMap<>();
  private final Map<Integer, Integer> valueTypes = new HashMap<>();
  private final Map<Integer, ExtInstSet> importedSets = new HashMap<>();
  private final Map<Integer, Integer> definedBy = new HashMap<>();
  private int bound;
  private int index;
  private int start;
  private int cursor;
  private int end;
  private InstructionSpec spec;
  private List<Operand> operands;

  private BinaryDecoder(Grammar grammar, int[] words) {
    this.grammar = grammar;
    this.idRef = grammar.requireKind("IdRef");
    this.words = words;
  }

  static Decoded decode(Grammar grammar, byte[] bytes) {
    if (bytes.length % 4 != 0) {
      throw new SpirvFormatException(
          "length " + bytes.length + " bytes is not a whole number of 32-bit words",
          bytes.length / 4,
          SpirvFormatException.NOWHERE);
    }
    if (bytes.length < HEADER_WORDS * 4) {
      throw new SpirvFormatException(
          "header truncated: "
              + bytes.length
              + " bytes, the header alone takes "
              + HEADER_WORDS * 4,
          bytes.length / 4,
          SpirvFormatException.NOWHERE);
    }
    int magic = grammar.magicNumber();
    int first = littleEndianWord(bytes, 0);
    boolean bigEndian;
    if (first == magic) {
      bigEndian = false;
    } else if (Integer.reverseBytes(first) == magic) {
      bigEndian = true;
    } else {
      throw new SpirvFormatException(
          String.format(
              "not SPIR-V: magic number 0x%08x, expected 0x%08x in either byte" + " order",
              first, magic),
          0,
          SpirvFormatException.NOWHERE);
    }
    int[] words = new int[bytes.length / 4];
    for (int i = 0; i < words.length; i++) {
      int w = littleEndianWord(bytes, 4 * i);
      words[i] = bigEndian ? Integer.reverseBytes(w) : w;
    }
    return new BinaryDecoder(grammar, words).decode(bigEndian);
  }

  private static int littleEndianWord(byte[] b, int at) {
    return (b[at] & 0xff)
        | (b[at + 1] & 0xff) << 8
        | (b[at + 2] & 0xff) << 16
        | (b[at + 3] & 0xff) << 24;
  }

  private Decoded decode(boolean bigEndian) {
    int version = words[1];
    bound = words[3];
    SpirvHeader header =
        new SpirvHeader(
            bigEndian, version >>> 16 & 0xff, version >>> 8 & 0xff, words[2], bound, words[4]);
    List<Instruction> instructions = new ArrayList<>();
    start = HEADER_WORDS;
    while (start < words.length) {
      instructions.add(decodeInstruction());
      start = end;
      index++;
    }
    return new Decoded(header, instructions);
  }

  private Instruction decodeInstruction() {
    spec = null;
    cursor = start;
    int wordCount = words[start] >>> 16;
    int opcode = words[start] & 0xffff;
    if (wordCount == 0) {
      throw fail("word count 0 (opcode " + opcode + ")");
    }
    if (wordCount > words.length - start) {
      throw fail(
          "word count "
              + wordCount
              + " (opcode "
              + opcode
              + ") runs past the end of the module: only "
              + (words.length - start)
              + " words remain");
    }
    end = start + wordCount;
    spec = grammar.instruction(opcode).orElseThrow(() -> fail("unknown opcode " + opcode));
    cursor = start + 1;
    operands = new ArrayList<>();
    decodeSequence(spec.operands(), operands, true);
    if (cursor < end) {
      throw fail(
          (end - cursor)
              + " word(s) left over after the operands the grammar lists ("
              + spec.operands()
              + ")");
    }
    Instruction instruction = new Instruction(index, start, spec, operands);
    record(instruction);
    return instruction;
  }

  /**
   * Decodes operands per {@code specs}; at the top level an operand may replace the specs after it.
   */
  private void decodeSequence(List<OperandSpec> specs, List<Operand> out, boolean topLevel) {
    List<OperandSpec> todo = new ArrayList<>(specs);
    for (int i = 0; i < todo.size(); i++) {
      OperandSpec s = todo.get(i);
      if (s.quantifier() == Quantifier.ONE && cursor >= end) {
        throw fail(
            "operand "
                + (out.size() + 1)
                + " ("
                + s.kind().name()
                + ") is missing: the instruction ends"
                + " after "
                + (end - start)
                + " words");
      }
      List<OperandSpec> rest = null;
      if (s.quantifier() == Quantifier.ANY) {
        while (cursor < end) {
          decodeOne(s.kind(), out);
        }
      } else if (cursor < end) {
        rest = decodeOne(s.kind(), out);
      }
      if (rest != null && topLevel) {
        todo.subList(i + 1, todo.size()).clear();
        todo.addAll(rest);
      }
    }
  }

  /**
   * Decodes one operand into {@code out}; returns the operands that follow instead of the
   * grammar's, or null.
   */
  private List<OperandSpec> decodeOne(OperandKind kind, List<Operand> out) {
    switch (kind.category()) {
      case ID -> out.add(new Operand.Id(kind, id(kind)));
      case VALUE_ENUM -> out.add(valueEnum(kind));
      case BIT_ENUM -> out.add(bitEnum(kind));
      case COMPOSITE -> {
        for (OperandKind base : kind.bases()) {
          if (cursor >= end) {
            throw fail(kind.name() + " cut short: the instruction ends before its " + base.name());
          }
          boolean switchCase =
              spec.name().equals("OpSwitch") && base.category() == OperandCategory.LITERAL;
          out.add(switchCase ? number(base, contextType()) : decodeLiteralOrSimple(base));
        }
      }
      case LITERAL -> {
        return literal(kind, out);
      }
      default -> throw new IllegalStateException("unhandled operand category " + kind.category());
    }
    return null;
  }

  private Operand decodeLiteralOrSimple(OperandKind kind) {
    List<Operand> one = new ArrayList<>(1);
    decodeOne(kind, one);
    return one.get(0);
  }

  private List<OperandSpec> literal(OperandKind kind, List<Operand> out) {
    switch (kind.name()) {
      case OperandKind.LITERAL_STRING -> out.add(new Operand.Text(kind, string()));
      case OperandKind.LITERAL_CONTEXT_DEPENDENT_NUMBER -> out.add(number(kind, contextType()));
      case OperandKind.LITERAL_EXT_INST_INTEGER -> {
        return extInst(kind, out);
      }
      case OperandKind.LITERAL_SPEC_CONSTANT_OP_INTEGER -> {
        int at = cursor;
        int opcode = words[cursor++];
        InstructionSpec target =
            grammar
                .instruction(opcode)
                .orElseThrow(
                    () ->
                        failAt(
                            at,
                            "OpSpecConstantOp names unknown opcode "
                                + Integer.toUnsignedString(opcode)));
        out.add(new Operand.Opcode(kind, target));
        return target.operandsAfterResult();
      }
      default -> out.add(number(kind, LiteralType.WORD));
    }
    return null;
  }

  private List<OperandSpec> extInst(OperandKind kind, List<Operand> out) {
    int setId = out.isEmpty() || !(out.get(out.size() - 1) instanceof Operand.Id s) ? 0 : s.id();
    if (!importedSets.containsKey(setId)) {
      throw fail(
          "%"
              + Integer.toUnsignedString(setId)
              + " is not an OpExtInstImport defined before this OpExtInst");
    }
    ExtInstSet set = importedSets.get(setId);
    int at = cursor;
    int number = words[cursor++];
    if (set == null) {
      out.add(new Operand.ExtInstNumber(kind, number, null, null));
      return List.of(new OperandSpec(idRef, Quantifier.ANY));
    }
    InstructionSpec instruction =
        set.instruction(number)
            .orElseThrow(
                () ->
                    failAt(
                        at,
                        set.name() + " has no instruction " + Integer.toUnsignedString(number)));
    out.add(new Operand.ExtInstNumber(kind, number, set, instruction));
    return instruction.operands();
  }

  private int id(OperandKind kind) {
    int at = cursor;
    int id = words[cursor++];
    if (id == 0) {
      throw failAt(at, kind.name() + " is id 0, which is never valid");
    }
    if (Integer.compareUnsigned(id, bound) >= 0) {
      throw failAt(
          at,
          kind.name()
              + " %"
              + Integer.toUnsignedString(id)
              + " is not below the bound "
              + Integer.toUnsignedString(bound));
    }
    return id;
  }

  private Operand.Enum valueEnum(OperandKind kind) {
    int at = cursor;
    int value = words[cursor++];
    Enumerant e =
        kind.enumerant(value)
            .orElseThrow(
                () -> failAt(at, kind.name() + " has no value " + Integer.toUnsignedString(value)));
    List<Operand> parameters = new ArrayList<>();
    decodeSequence(e.parameters(), parameters, false);
    return new Operand.Enum(kind, value, List.of(e), parameters);
  }

  private Operand.Enum bitEnum(OperandKind kind) {
    int at = cursor;
    int mask = words[cursor++];
    List<Enumerant> set = new ArrayList<>();
    if (mask == 0) {
      kind.enumerant(0).ifPresent(set::add);
    }
    for (int bit = 0; bit < 32; bit++) {
      int value = 1 << bit;
      if ((mask & value) != 0) {
        set.add(
            kind.enumerant(value)
                .orElseThrow(
                    () ->
                        failAt(
                            at,
                            String.format(
                                "%s mask 0x%x has unknown bit 0x%x", kind.name(), mask, value))));
      }
    }
    List<Operand> parameters = new ArrayList<>();
    for (Enumerant e : set) {
      decodeSequence(e.parameters(), parameters, false);
    }
    return new Operand.Enum(kind, mask, set, parameters);
  }

  private String string() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int at = cursor;
    while (cursor < end) {
      int w = words[cursor++];
      for (int b = 0; b < 4; b++) {
        int c = w >>> (8 * b) & 0xff;
        if (c == 0) {
          return bytes.toString(StandardCharsets.UTF_8);
        }
        bytes.write(c);
      }
    }
    throw failAt(at, "string not terminated: no NUL byte before the instruction ends");
  }

  private Operand.Number number(OperandKind kind, LiteralType type) {
    if (end - cursor < type.words()) {
      throw fail(
          kind.name()
              + " of "
              + type.width()
              + " bits needs "
              + type.words()
              + " word(s), only "
              + (end - cursor)
              + " left");
    }
    long bits = words[cursor++] & 0xffffffffL;
    if (type.words() == 2) {
      bits |= (long) words[cursor++] << 32;
    }
    return new Operand.Number(kind, type, bits);
  }

  /**
   * The type that sizes a context-dependent literal: the result type, else the first operand's (a
   * selector's).
   */
  private LiteralType contextType() {
    Integer typeId = null;
    if (spec.hasResultType()) {
      typeId = ((Operand.Id) operands.get(0)).id();
    } else if (!operands.isEmpty() && operands.get(0) instanceof Operand.Id selector) {
      typeId = valueTypes.get(selector.id());
      if (typeId == null) {
        throw fail(
            "cannot size the literal: %"
                + Integer.toUnsignedString(selector.id())
                + " has no type defined before this instruction");
      }
    }
    LiteralType type = typeId == null ? null : numericTypes.get(typeId);
    if (type == null) {
      throw fail(
          "cannot size the literal: "
              + (typeId == null
                  ? "no type"
                  : "%"
                      + Integer.toUnsignedString(typeId)
                      + " is not an integer or float type defined before it"));
    }
    if (type.width() < 1 || type.width() > 64) {
      throw fail("literal of unsupported width " + type.width() + " (1 to 64 bits)");
    }
    return type;
  }

  private void record(Instruction instruction) {
    int result = instruction.result();
    if (result == 0) {
      return;
    }
    Integer earlier = definedBy.putIfAbsent(result, instruction.index());
    if (earlier != null) {
      throw fail(
          "%"
              + Integer.toUnsignedString(result)
              + " is defined again (first by instruction "
              + earlier
              + ")");
    }
    switch (instruction.name()) {
      case "OpTypeInt" ->
          numericTypes.put(
              result,
              new LiteralType(
                  (int) instruction.literalInput(0), false, instruction.literalInput(1) == 1));
      case "OpTypeFloat" ->
          numericTypes.put(result, new LiteralType((int) instruction.literalInput(0), true, true));
      case "OpExtInstImport" ->
          importedSets.put(result, grammar.extInstSet(instruction.stringInput(0)).orElse(null));
      default -> {
        if (instruction.resultType() != 0) {
          valueTypes.put(result, instruction.resultType());
        }
      }
    }
  }

  private SpirvFormatException fail(String what) {
    return failAt(start, what);
  }

  private SpirvFormatException failAt(int word, String what) {
    return new SpirvFormatException(spec == null ? what : spec.name() + ": " + what, word, index);
  }
}
