package jvisa.machine.core;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jvisa.asm.isa.Format;
import jvisa.asm.model.Opcode;
import jvisa.asm.model.SrcModifier;
import jvisa.asm.model.Type;
import org.junit.jupiter.api.Test;

/**
 * Source modifiers: for every ALU opcode, every source the instruction table gives modifiers, every
 * modifier it allows there ((-), (abs), (-abs); (~) on logic operations) and every type that source
 * may have, one typing carrying it (the other sources take a rotating modifier of their own), with
 * and without .sat where allowed, over every region and mask shape and both executors, against the
 * reference.
 */
class AluModifierTest {
  @Test
  void everyModifierOnEverySourceAndTypeAgreesWithTheReference() {
    int programs = 0;
    List<String> failures = new ArrayList<>();
    for (Opcode op : AluCombinationTest.OPCODES) {
      Format f = (Format) op.format();
      List<AluTypeCombos.Combo> combos = AluTypeCombos.allowed(op);
      int index = 0;
      for (int k = 0; k < op.srcs(); k++) {
        for (SrcModifier m : f.operand(op.dsts() + k).modifiers()) {
          for (Type t : typesOf(combos, k)) {
            AluTypeCombos.Combo combo = pick(combos, k, t, index);
            List<SrcModifier> mods = new ArrayList<>();
            for (int j = 0; j < op.srcs(); j++) {
              mods.add(j == k ? m : rotating(f.operand(op.dsts() + j).modifiers(), index + j));
            }
            boolean sat = AluCombinationTest.saturates(op) && index % 2 == 1;
            long[] immediates = EdgeValues.of(combo.srcs().get(combo.srcs().size() - 1));
            AluRunner.check(
                new AluProgram(
                    op,
                    AluCombinationTest.suffix(op, index),
                    combo,
                    sat,
                    immediates[index % immediates.length],
                    mods,
                    AluProgram.IGC_CR0),
                failures);
            programs++;
            index++;
            if (failures.size() > 20) {
              fail(String.join("\n", failures));
            }
          }
        }
      }
    }
    System.out.println("ALU source-modifier programs executed: " + programs);
    assertTrue(programs > 0);
    assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
  }

  private static Set<Type> typesOf(List<AluTypeCombos.Combo> combos, int k) {
    Set<Type> types = new LinkedHashSet<>();
    for (AluTypeCombos.Combo c : combos) {
      types.add(c.srcs().get(k));
    }
    return types;
  }

  /** One of the typings whose source k is t, a different one as index moves on. */
  private static AluTypeCombos.Combo pick(
      List<AluTypeCombos.Combo> combos, int k, Type t, int index) {
    List<AluTypeCombos.Combo> with = combos.stream().filter(c -> c.srcs().get(k) == t).toList();
    return with.get(Math.floorMod(index * 7, with.size()));
  }

  private static SrcModifier rotating(Set<SrcModifier> allowed, int index) {
    List<SrcModifier> choices = new ArrayList<>(List.of(SrcModifier.NONE));
    for (SrcModifier m : SrcModifier.values()) {
      if (allowed.contains(m)) {
        choices.add(m);
      }
    }
    return choices.get(index % choices.size());
  }
}
