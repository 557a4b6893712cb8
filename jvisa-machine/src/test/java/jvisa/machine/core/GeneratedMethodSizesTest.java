package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.objectweb.asm.Opcodes.*;

import java.util.ArrayList;
import java.util.List;
import jvisa.asm.model.Program;
import jvisa.asm.model.Unit;
import jvisa.asm.text.VisaParser;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;
import jvisa.corpus.CorpusAssumptions;
import jvisa.corpus.CorpusVariant;
import jvisa.corpus.ProjectRoot;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;

/**
 * The JIT's classes keep every method small enough for the JVM to compile: one past its limit ran
 * bitonic_sort's dispatch in the bytecode interpreter, twice as slow, without any other sign.
 */
class GeneratedMethodSizesTest {
  @Test
  void largestIsTheCodeLengthOfTheLongestMethodPastFieldsAndTheirAttributes() {
    ClassWriter cw = new ClassWriter(0);
    cw.visit(V17, ACC_PUBLIC, "Sized", null, "java/lang/Object", null);
    FieldVisitor fv = cw.visitField(ACC_STATIC | ACC_FINAL, "K", "I", null, 7);
    fv.visitEnd();
    cw.visitField(ACC_PRIVATE, "f", "J", null, null).visitEnd();
    cw.visitMethod(ACC_ABSTRACT | ACC_PUBLIC, "none", "()V", null, null).visitEnd();
    for (int nops : new int[] {3, 9000, 40}) {
      MethodVisitor mv = cw.visitMethod(ACC_STATIC, "m" + nops, "()V", null, null);
      mv.visitCode();
      for (int i = 0; i < nops; i++) {
        mv.visitInsn(NOP);
      }
      mv.visitInsn(RETURN);
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    cw.visitEnd();
    assertEquals(9001, MethodSizes.largest(cw.toByteArray()));
  }

  @Test
  void theBenchKernelsMethodsFit() {
    assertFit(bench());
  }

  @Test
  void aBudgetThatMisjudgesTheSizesIsHalvedUntilEveryMethodFits() {
    CorpusVariant bitonic =
        bench().variants().stream()
            .filter(v -> v.caseName().equals("bitonic_sort"))
            .findFirst()
            .orElseThrow();
    DecodedFunction kernel = decode(bitonic).functionsInOrder().get(0);
    FunctionCompiler.GeneratedClass generated = FunctionCompiler.classFor(kernel, null, 96_000);
    assertTrue(generated.methodBytes() < 96_000, "budget " + generated.methodBytes());
    assertTrue(MethodSizes.largest(generated.bytes()) <= MethodSizes.JVM_COMPILES_AT_MOST);
  }

  private static Corpus bench() {
    return new Corpus("bench", ProjectRoot.locate().resolve("benchkernels"));
  }

  private static MachineProgram decode(CorpusVariant variant) {
    List<Unit> units = new ArrayList<>();
    variant.visaasmFiles().forEach(f -> units.add(VisaParser.parseFile(f).unit()));
    return MachineProgram.decodeWithMessages(new Program(units));
  }

  @Test
  void theTestKernelsMethodsFit() {
    assertFit(CorpusAssumptions.available(Corpora.TESTKERNELS));
  }

  @Test
  void theSharedCorpusMethodsFit() {
    assertFit(CorpusAssumptions.available(Corpora.SHARED));
  }

  /**
   * Every function of every variant, compiled whole (before a launch) and compiled as hot blocks
   * (every block chosen).
   */
  private static void assertFit(Corpus corpus) {
    int classes = 0;
    for (CorpusVariant variant : corpus.variants()) {
      for (DecodedFunction fn : decode(variant).functionsInOrder()) {
        for (boolean[] chosen : new boolean[][] {null, FunctionCompiler.compilableStarts(fn)}) {
          FunctionCompiler.GeneratedClass generated = FunctionCompiler.classFor(fn, chosen);
          if (generated != null) {
            classes++;
            int largest = MethodSizes.largest(generated.bytes());
            assertTrue(
                largest <= MethodSizes.JVM_COMPILES_AT_MOST,
                variant.label() + " " + fn.name() + ": a method of " + largest + " bytes");
          }
        }
      }
    }
    assertTrue(classes > 0, "no class generated from " + corpus.name());
  }
}
