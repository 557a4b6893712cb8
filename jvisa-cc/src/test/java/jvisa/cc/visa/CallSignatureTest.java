package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import jvisa.cc.CompileError;
import jvisa.cc.ir.Function;
import jvisa.cc.ir.Type;
import org.junit.jupiter.api.Test;

/** How a called function's arguments and result lie in {@code %arg} and {@code %retval}. */
class CallSignatureTest {

  private static Function function(Type result, Type... arguments) {
    Function f = new Function("f", result);
    for (Type t : arguments) {
      f.addArgument(t, null);
    }
    return f;
  }

  @Test
  void vectorsPassAsTheirComponentsEachStartingOnARegister() {
    Function f = function(new Type.Vector(Type.F32, 2), Type.I32, new Type.Vector(Type.F32, 2));
    CallSignature s = CallSignature.of(f, 16);
    assertEquals(List.of("ud", "f", "f"), s.arguments());
    assertEquals(List.of("f", "f"), s.results());
    assertEquals(
        List.of(0, 64, 128),
        List.of(0, 1, 2).stream().map(k -> s.offset(s.arguments(), k)).toList());
    assertEquals(6, s.registers(s.arguments()));
    assertEquals(4, s.registers(s.results()));
  }

  @Test
  void aQwordAtSimd32TakesEightRegistersAndAByteAtSimd8One() {
    assertEquals(8, CallSignature.of(function(Type.I64, Type.I64), 32).registersOf("uq"));
    assertEquals(1, CallSignature.of(function(Type.I8, Type.I8), 8).registersOf("ub"));
  }

  @Test
  void moreArgumentsThanArgHoldsIsACompileErrorNamingTheFunction() {
    Type[] many = new Type[5];
    java.util.Arrays.fill(many, Type.I64);
    CompileError e =
        assertThrows(CompileError.class, () -> CallSignature.of(function(Type.VOID, many), 32));
    assertTrue(e.getMessage().contains("function 'f'"), e.getMessage());
  }

  @Test
  void boolsPassAsAWordPerChannel() {
    CallSignature s = CallSignature.of(function(Type.I1, Type.I1, Type.I32), 16);
    assertEquals(List.of(CallSignature.BOOL, "ud"), s.arguments());
    assertEquals(List.of("uw"), s.results());
    assertEquals(1 + 2, s.registers(s.arguments()));
  }
}
