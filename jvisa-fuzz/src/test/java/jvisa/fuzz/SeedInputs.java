package jvisa.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jvisa.corpus.Corpora;
import jvisa.corpus.Corpus;

/**
 * The texts mutations start from: built-in programs, plus every .visaasm file of every corpus that
 * is there.
 */
final class SeedInputs {
  /**
   * A kernel touching most operand forms: regions, indirect, address, raw, LSC, predicates, calls.
   */
  static final String KERNEL =
      """
      .version 4.1
      .kernel "seed"
      .funcdecl "helper"
      .decl V32 v_type=G type=d num_elts=16 align=hword
      .decl V33 v_type=G type=ud num_elts=16 align=hword alias=<V32, 0>
      .decl V34 v_type=G type=f num_elts=32 align=hword
      .decl V35 v_type=G type=uq num_elts=1 align=qword
      .decl V36 v_type=G type=d num_elts=8 align=hword alias=<%r0, 0>
      .decl P1 v_type=P num_elts=16
      .decl A0 v_type=A num_elts=1
      .decl T6 v_type=T num_elts=1 v_name=T006
      .input V32 offset=32 size=64
      .input V35 offset=96 size=8
      .kernel_attr SimdSize=16
      .function "_main_0"
      _main_0:
          or (M1_NM, 1) %cr0(0,0)<1> %cr0(0,0)<0;1,0> 0x4c0:ud
          cmp.lt (M1, 16) P1 V32(0,0)<1;1,0> 0x10:d
          (!P1) goto (M1, 16) L_END
          mul (M1, 16) V32(0,0)<1> V32(0,0)<1;1,0> 0xfffffffd:w
          mad (M1, 16) V34(0,0)<1> V34(0,0)<1;1,0> (-)V34(1,0)<1;1,0> 0x3f800000:f
          addr_add (M1_NM, 1) A0(0)<1> &V32 0x4:uw
          mov (M1_NM, 1) V36(0,1)<1> r[A0(0),0]<0;1,0>:d
          movs (M1_NM, 1) T6(0) 0x2:ud
          gather4_scaled.R (M1, 16) T6 0x0:ud V33.0 V34.0
          lsc_store.ugm.wb.wb (M1, 16) flat[V33]:a32 V32:d32
          call (M1, 16) sub_1
          fcall (M1, 16) helper 1 1
      L_END:
          ret (M1, 1)
      .function "sub_1"
      sub_1:
          shl (M1, 16) V32(0,0)<1> V32(0,0)<1;1,0> 0x2:d
          ret (M1, 16)
      """;

  static final String FUNCTION =
      """
      .version 4.1
      .global_function "helper"
      .decl V32 v_type=G type=d num_elts=96 align=hword alias=<%arg, 0>
      .decl V33 v_type=G type=d num_elts=16 align=hword alias=<%retval, 0>
      .function "helper_0"
      helper_0:
          add3 (M1, 16) V33(0,0)<1> V32(0,0)<1;1,0> V32(2,0)<1;1,0> 0x1:w
          fret (M1, 16)
      """;

  private SeedInputs() {}

  static List<String> load() {
    List<String> texts = new ArrayList<>(List.of(KERNEL, FUNCTION));
    for (Corpora which : Corpora.values()) {
      for (Corpus corpus : which.find().stream().toList()) {
        for (Path p : corpus.visaasmFiles()) {
          texts.add(read(p));
        }
      }
    }
    return texts;
  }

  private static String read(Path p) {
    try {
      return Files.readString(p, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
