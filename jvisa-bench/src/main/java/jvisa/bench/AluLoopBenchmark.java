package jvisa.bench;

import java.util.concurrent.TimeUnit;
import jvisa.asm.model.Program;
import jvisa.asm.text.ParseResult;
import jvisa.asm.text.VisaParser;
import jvisa.machine.core.Engine;
import jvisa.machine.core.HwThread;
import jvisa.machine.core.MachineProgram;
import jvisa.machine.core.ThreadEnvironment;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Channel-operations per second of an engine ({@code interp} or {@code jit}) on an ALU-heavy SIMD16
 * loop (1000 iterations of 8 ALU instructions plus the loop's compare and branch), with %cr0 set as
 * IGC's kernels set it. One operation = one instruction on one channel. The JIT compiles before the
 * first measurement.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-XX:+UseParallelGC", "-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class AluLoopBenchmark {
  static final int ITERATIONS = 1000;
  static final int INSTRUCTIONS_PER_ITERATION = 10;
  static final int CHANNELS = 16;

  static final String KERNEL =
      """
      .version 4.1
      .kernel "alu_loop"
      .decl I v_type=G type=d num_elts=16 align=hword
      .decl A v_type=G type=d num_elts=16 align=hword
      .decl B v_type=G type=d num_elts=16 align=hword
      .decl F v_type=G type=f num_elts=16 align=hword
      .decl P1 v_type=P num_elts=16
      .function "_main_0"
      _main_0:
          or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud
          mov (M1, 16) I(0,0)<1> 0x0:d
      LOOP:
          add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> I(0,0)<1;1,0>
          mul (M1, 16) B(0,0)<1> A(0,0)<1;1,0> 0x3:d
          xor (M1, 16) A(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>
          shl (M1, 16) B(0,0)<1> B(0,0)<1;1,0> 0x1:d
          mad (M1, 16) F(0,0)<1> F(0,0)<1;1,0> 0x3f000000:f 0x3f800000:f
          add (M1, 16) A(0,0)<1> A(0,0)<1;1,0> B(0,0)<1;1,0>
          and (M1, 16) B(0,0)<1> A(0,0)<1;1,0> 0xff:d
          add (M1, 16) I(0,0)<1> I(0,0)<1;1,0> 0x1:d
          cmp.lt (M1, 16) P1 I(0,0)<1;1,0> 0x3e8:d
          (P1) goto (M1, 16) LOOP
          ret (M1, 1)
      """;

  @Param({"interp", "jit"})
  public String engine;

  MachineProgram program;

  @Setup
  public void setup() {
    ParseResult r = VisaParser.parse("alu_loop.visaasm", KERNEL);
    if (!r.ok()) {
      throw new IllegalStateException(r.diagnostics().toString());
    }
    program = MachineProgram.decode(Program.of(r.unit()));
    program.useEngine(Engine.parse(engine), true);
  }

  @Benchmark
  @OperationsPerInvocation(ITERATIONS * INSTRUCTIONS_PER_ITERATION * CHANNELS)
  public long channelOperations() {
    HwThread t = program.newThread("0", 0xffff, Long.MAX_VALUE, 64, ThreadEnvironment.NONE);
    t.run();
    return t.steps();
  }
}
