package jvisa.fuzz;

import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/**
 * Regression test for the first crash the fuzzer found: the recursive-descent expression parser
 * (one call chain per nesting level) overflowed a 1 MB thread stack on deeply nested parentheses or
 * long unary chains in a constant expression; deep nesting must be a diagnostic.
 */
class DeepNestingTest {
  private static final String HEADER =
      ".version 4.1\n.kernel \"k\"\n.decl V1 v_type=G type=d num_elts=";

  @Test
  void deeplyNestedParenthesesAreAnErrorNotACrash() throws Exception {
    assertNull(onSmallStack(HEADER + "(".repeat(50_000) + "1\n"));
  }

  @Test
  void longUnaryChainsAreAnErrorNotACrash() throws Exception {
    assertNull(onSmallStack(HEADER + "-".repeat(50_000) + "1\n"));
  }

  @Test
  void deeplyNestedOperandListsAreAnErrorNotACrash() throws Exception {
    assertNull(
        onSmallStack(
            HEADER + "1\n    switchjmp (M1, 1) V1(0,0)<0;1,0> " + "(".repeat(50_000) + "\n"));
  }

  private static String onSmallStack(String text) throws InterruptedException {
    String[] result = new String[1];
    Thread t = new Thread(null, () -> result[0] = Oracle.check(text), "deep", 1L << 20);
    t.start();
    t.join();
    return result[0];
  }
}
