package jvisa.verify;

import static jvisa.verify.VisaText.accepts;
import static jvisa.verify.VisaText.kernel;
import static jvisa.verify.VisaText.rejects;

import org.junit.jupiter.api.Test;

class ExecutionMaskRulesTest {
  @Test
  void executionSizeIsAPowerOfTwoUpTo32() {
    rejects("exec-size", "(M1, 3)", kernel("", "add (M1, 3) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
    rejects("exec-size", "(M1, 64)", kernel("", "mov (M1, 64) V32(0,0)<1> 0x1:d"));
    accepts(kernel("", "add (M1, 2) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
  }

  @Test
  void maskOffsetIsAlignedToTheExecutionSize() {
    rejects("mask-offset", "(M2, 8)", kernel("", "add (M2, 8) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
    rejects("mask-offset", "(M3_NM, 16)", kernel("", "mov (M3_NM, 16) V32(0,0)<1> 0x1:d"));
    accepts(
        kernel(
            "",
            "add (M3, 8) V32(1,0)<1> V33(1,0)<1;1,0> 0x1:d",
            "add (M2, 4) V32(0,4)<1> V33(0,4)<1;1,0> 0x1:d",
            "mov (M5_NM, 1) V32(0,0)<1> 0x1:d"));
  }

  @Test
  void maskOffsetStaysInside32Channels() {
    rejects("mask-offset", "(M8, 8)", kernel("", "add (M8, 8) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
    accepts(kernel("", "add (M8, 4) V32(0,0)<1> V33(0,0)<1;1,0> 0x1:d"));
  }
}
