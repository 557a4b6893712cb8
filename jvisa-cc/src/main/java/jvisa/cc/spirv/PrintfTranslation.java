package jvisa.cc.spirv;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import jvisa.cc.CompileError;
import jvisa.cc.ir.AddressSpace;
import jvisa.cc.ir.AtomicKind;
import jvisa.cc.ir.Block;
import jvisa.cc.ir.Constant;
import jvisa.cc.ir.GlobalVariable;
import jvisa.cc.ir.Instr;
import jvisa.cc.ir.Module;
import jvisa.cc.ir.Op;
import jvisa.cc.ir.Type;
import jvisa.cc.ir.Value;
import jvisa.ocl.printf.FormatSpec;
import jvisa.ocl.printf.PrintfBuffer;

/**
 * OpenCL.std printf in the IR, as IGC compiles it ({@link PrintfBuffer}): an atomic add of the
 * record's size on the printf buffer's offset dword reserves the record; when it fits, stores write
 * the format string's index and each argument's type and value; when it does not and 4 bytes are
 * left at its offset, the overflow marker goes there. printf returns 0, or -1 when the record did
 * not fit. Format strings and {@code %s} arguments must be string literals (they become indices
 * into the kernel's string table).
 */
final class PrintfTranslation {

  /** The block translation continues in and printf's result. */
  record Lowered(Block join, Value result) {}

  private final Module module;
  private final jvisa.cc.ir.Function function;
  private final Function<String, CompileError> error;
  private Block block;

  PrintfTranslation(
      Module module, jvisa.cc.ir.Function function, Function<String, CompileError> error) {
    this.module = module;
    this.function = function;
    this.error = error;
  }

  private record Field(int offset, Value value) {}

  Lowered lower(Block at, Value format, List<Value> args) {
    this.block = at;
    String text =
        literal(format)
            .orElseThrow(() -> error.apply("printf whose format is not a string literal"));
    List<Character> conversions = conversions(text);
    List<Field> fields = new ArrayList<>();
    int size = 4;
    fields.add(new Field(0, i32(module.printfString(escape(text)))));
    for (int k = 0; k < args.size(); k++) {
      Value v = args.get(k);
      boolean string = k < conversions.size() && conversions.get(k) == 's';
      if (string) {
        String s =
            literal(v)
                .orElseThrow(() -> error.apply("printf %s argument that is not a string literal"));
        fields.add(new Field(size, i32(PrintfBuffer.STRING)));
        fields.add(new Field(size + 4, i32(module.printfString(escape(s)))));
        size += 8;
      } else if (v.type() instanceof Type.Vector vec) {
        size = vector(fields, size, v, vec);
      } else {
        Value scalar = promoted(v);
        int tag = v.type() instanceof Type.Pointer ? PrintfBuffer.POINTER : tag(scalar.type());
        fields.add(new Field(size, i32(tag)));
        fields.add(new Field(size + 4, scalar));
        size += 4 + (int) scalar.type().size();
      }
    }
    return emit(fields, size);
  }

  private int vector(List<Field> fields, int at, Value v, Type.Vector vec) {
    Type element = vec.element();
    boolean half = element.equals(Type.F16);
    Type stored = half ? Type.F32 : element;
    int scalarTag = tag(stored);
    if (!(element instanceof Type.Int) && !(element instanceof Type.Flt)) {
      throw error.apply("printf argument of type " + vec);
    }
    fields.add(new Field(at, i32(PrintfBuffer.vectorOf(scalarTag))));
    fields.add(new Field(at + 4, i32(vec.count())));
    int each = (int) stored.size();
    int base = at + 8;
    for (int c = 0; c < vec.count(); c++) {
      Value component = append(new Instr(Op.EXTRACT, element, List.of(v)).withLiterals(c));
      if (half) {
        component = convert(Op.FPEXT, Type.F32, component);
      }
      fields.add(new Field(base + c * each, component));
    }
    return base + vec.count() * Math.max(each, 4);
  }

  private static int tag(Type t) {
    if (t instanceof Type.Flt f) {
      return f.size() == 8 ? PrintfBuffer.DOUBLE : PrintfBuffer.FLOAT;
    }
    return switch ((int) t.size()) {
      case 1 -> PrintfBuffer.BYTE;
      case 2 -> PrintfBuffer.SHORT;
      case 4 -> PrintfBuffer.INT;
      default -> PrintfBuffer.LONG;
    };
  }

  /** C's default argument promotions, as IGC applies them (float stays float). */
  private Value promoted(Value v) {
    Type t = v.type();
    if (t instanceof Type.Pointer) {
      return append(new Instr(Op.PTRTOINT, Type.I64, List.of(v)));
    }
    if (t instanceof Type.Int n && n.bits() < 32) {
      Op op = n.bits() == 1 ? Op.ZEXT : Op.SEXT;
      return convert(op, Type.I32, v);
    }
    if (t.equals(Type.F16)) {
      return convert(Op.FPEXT, Type.F32, v);
    }
    if (t instanceof Type.Int || t instanceof Type.Flt) {
      return v;
    }
    throw error.apply("printf argument of type " + t);
  }

  private Lowered emit(List<Field> fields, int size) {
    GlobalVariable buffer = module.printfBuffer();
    Type.Pointer bytes = new Type.Pointer(AddressSpace.GLOBAL, Type.I8);
    Value base = append(new Instr(Op.PTRCAST, bytes, List.of(buffer)));
    Value counter =
        append(
            new Instr(
                Op.PTRCAST, new Type.Pointer(AddressSpace.GLOBAL, Type.I32), List.of(buffer)));
    Value old =
        append(
            new Instr(Op.ATOMIC, Type.I32, List.of(counter, i32(size)))
                .withAttribute(AtomicKind.IADD));
    Value end = append(new Instr(Op.IADD, Type.I32, List.of(old, i32(size))));
    Value fits = append(new Instr(Op.ULE, Type.I1, List.of(end, i32(PrintfBuffer.SIZE))));
    Value result = append(new Instr(Op.SELECT, Type.I32, List.of(fits, i32(0), i32(-1))));
    Block write = function.addBlock("printf.write");
    Block full = function.addBlock("printf.full");
    Block mark = function.addBlock("printf.mark");
    Block join = function.addBlock("printf.join");
    append(new Instr(Op.CONDBR, Type.VOID, List.of(fits)).withTargets(write, full));

    block = write;
    Value record = offset(base, convert(Op.ZEXT, Type.I64, old));
    for (Field f : fields) {
      Value at = f.offset == 0 ? record : offset(record, Constant.of(Type.I64, f.offset));
      store(at, f.value);
    }
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(join));

    block = full;
    Value room = append(new Instr(Op.ULT, Type.I1, List.of(old, i32(PrintfBuffer.SIZE - 3))));
    append(new Instr(Op.CONDBR, Type.VOID, List.of(room)).withTargets(mark, join));

    block = mark;
    store(offset(base, convert(Op.ZEXT, Type.I64, old)), i32(PrintfBuffer.OVERFLOW));
    append(new Instr(Op.BR, Type.VOID, List.of()).withTargets(join));
    return new Lowered(join, result);
  }

  private Value offset(Value base, Value bytes) {
    return append(new Instr(Op.GEP, base.type(), List.of(base, bytes)).withAttribute(Type.I8));
  }

  /**
   * Stores {@code v} at {@code at}; 8-byte values as two dwords, since records are only 4-byte
   * aligned (IGC writes them so too).
   */
  private void store(Value at, Value v) {
    Type t = v.type();
    if (t.size() == 8) {
      Value bits = t.equals(Type.I64) ? v : append(new Instr(Op.BITCAST, Type.I64, List.of(v)));
      Value high = append(new Instr(Op.LSHR, Type.I64, List.of(bits, Constant.of(Type.I64, 32))));
      store(at, convert(Op.TRUNC, Type.I32, bits));
      store(offset(at, Constant.of(Type.I64, 4)), convert(Op.TRUNC, Type.I32, high));
      return;
    }
    Value pointer =
        append(new Instr(Op.PTRCAST, new Type.Pointer(AddressSpace.GLOBAL, t), List.of(at)));
    append(new Instr(Op.STORE, Type.VOID, List.of(pointer, v)));
  }

  /** A conversion with the default rounding, not saturating. */
  private Value convert(Op op, Type to, Value v) {
    return append(new Instr(op, to, List.of(v)).withLiterals(-1, 0));
  }

  private Instr append(Instr i) {
    return block.append(i);
  }

  private static Constant i32(long v) {
    return Constant.of(Type.I32, v);
  }

  /** The conversion characters of a format string, in order ({@code %%} is none). */
  static List<Character> conversions(String format) {
    List<Character> out = new ArrayList<>();
    for (int i = 0; i < format.length(); i++) {
      if (format.charAt(i) != '%') {
        continue;
      }
      if (i + 1 < format.length() && format.charAt(i + 1) == '%') {
        i++;
        continue;
      }
      int stop = i + 1;
      while (stop < format.length() && FormatSpec.CONVERSIONS.indexOf(format.charAt(stop)) < 0) {
        stop++;
      }
      if (stop < format.length()) {
        out.add(format.charAt(stop));
      }
      i = stop;
    }
    return out;
  }

  /** A string as IGC writes it into {@code PATCH_TOKEN_STRING}: C escapes for \ " and controls. */
  static String escape(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '\\' -> sb.append("\\\\");
        case '"' -> sb.append("\\\"");
        case '\n' -> sb.append("\\n");
        case '\t' -> sb.append("\\t");
        case '\r' -> sb.append("\\r");
        case '\u0007' -> sb.append("\\a");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        case '\u000b' -> sb.append("\\v");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /**
   * The text of a string literal {@code v} points to: a {@code __constant} byte array with an
   * initializer, reached through casts and zero-index GEPs; up to its first NUL.
   */
  static java.util.Optional<String> literal(Value v) {
    Value at = v;
    while (at instanceof Instr i
        && (i.op() == Op.PTRCAST || i.op() == Op.BITCAST || (i.op() == Op.GEP && zeroIndices(i)))) {
      at = i.operand(0);
    }
    if (!(at instanceof GlobalVariable g)
        || g.initializer() == null
        || !(((Type.Pointer) g.type()).pointee() instanceof Type.Array a)
        || !a.element().equals(Type.I8)) {
      return java.util.Optional.empty();
    }
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < a.count(); k++) {
      int c = (int) (g.initializer().element(k, Type.I8).bits() & 0xFF);
      if (c == 0) {
        break;
      }
      sb.append((char) c);
    }
    return java.util.Optional.of(sb.toString());
  }

  private static boolean zeroIndices(Instr gep) {
    for (int k = 1; k < gep.operands().size(); k++) {
      if (!(gep.operand(k) instanceof Constant c) || !c.isScalar() || c.bits() != 0) {
        return false;
      }
    }
    return true;
  }
}
