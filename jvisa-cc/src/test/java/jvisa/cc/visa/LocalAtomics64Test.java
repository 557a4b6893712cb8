package jvisa.cc.visa;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import jvisa.spirv.frontend.FrontEnd;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * 64-bit atomics on {@code __local} memory (on tgllp under the spin lock of {@link SlmAtomics64}):
 * every operation by every work-item of 64-item work-groups on shared words, some under divergent
 * branches and a compare-exchange retry loop, called from a helper function in each call mode. The
 * kernel reports only what does not depend on the order the atomics ran in (final values, and sums
 * of returned values that are permutation invariant), compared with the IR interpreter's.
 */
class LocalAtomics64Test {
  private static final int GLOBAL = 256;
  private static final int LOCAL = 64;
  private static final int WORDS_PER_GROUP = 2 * 16;

  private static final String SOURCE =
      """
      void update(local ulong *v, local long *s, ulong x, uint lid) {
        atom_add(&v[0], x);
        atom_sub(&v[1], x >> 3);
        ulong counted = atom_inc(&v[2]);
        atom_dec(&v[3]);
        if (lid & 1) {
          atom_min(&s[0], (long)x);
        } else {
          atom_max(&s[1], (long)x);
        }
        atom_min(&v[4], x);
        atom_max(&v[5], x);
        atom_and(&v[6], x | (1UL << (lid & 63)));
        atom_or(&v[7], x & 0xF0F0F0F0F0F0F0F0UL);
        atom_xor(&v[8], x);
        ulong swapped = 0;
        if (x & 4) {
          swapped = atom_xchg(&v[9], x);
        }
        ulong old = atom_add(&v[10], 0UL);
        ulong seen;
        while ((seen = atom_cmpxchg(&v[10], old, old + (x & 0xFFFF))) != old) {
          old = seen;
        }
        atom_add(&v[11], counted + swapped);
      }

      kernel void atomics64(global const uint *seed, global uint *out) {
        local ulong v[12];
        local long s[2];
        uint lid = get_local_id(0);
        size_t gid = get_global_id(0);
        ulong x = ((ulong)seed[gid] << 32) | seed[(gid * 7 + 3) % get_global_size(0)];
        if (lid < 12) {
          v[lid] = lid == 4 || lid == 6 ? ~0UL : (ulong)lid * 0x0123456789ABCDEFUL;
        }
        if (lid < 2) {
          s[lid] = 0;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        update(v, s, x, lid);
        barrier(CLK_LOCAL_MEM_FENCE);
        uint base = get_group_id(0) * 32;
        if (lid < 12) {
          // xchg's final value and the returned ones summed into v[11] together are order-free.
          uint2 w = as_uint2(lid == 9 || lid == 11 ? v[9] + v[11] : v[lid]);
          out[base + 2 * lid] = w.x;
          out[base + 2 * lid + 1] = w.y;
        } else if (lid < 14) {
          uint2 w = as_uint2(s[lid - 12]);
          out[base + 2 * lid] = w.x;
          out[base + 2 * lid + 1] = w.y;
        }
      }
      """;

  @TempDir Path scratch;

  static List<Arguments> cases() {
    List<Arguments> out = new ArrayList<>();
    for (Target t : Target.values()) {
      for (int simd : new int[] {8, 16, 32}) {
        for (CallMode mode : CallMode.values()) {
          out.add(Arguments.of(t, simd, mode));
        }
      }
    }
    return out;
  }

  @ParameterizedTest
  @MethodSource("cases")
  void localAtomicsOf64BitsMatchTheInterpreter(Target target, int simd, CallMode mode)
      throws IOException {
    Optional<FrontEnd> frontEnd =
        FrontEnd.OCLOC.available()
            ? Optional.of(FrontEnd.OCLOC)
            : FrontEnd.CLANG.available() ? Optional.of(FrontEnd.CLANG) : Optional.empty();
    assumeTrue(frontEnd.isPresent(), "no OpenCL C front end");
    OneOutputCase c = atomicsCase();
    int[] expected = c.runInterpreted(frontEnd.get());
    int groups = GLOBAL / LOCAL;
    assertEquals(groups * WORDS_PER_GROUP, expected.length);
    assertArrayEquals(
        expected, c.runCompiled(scratch, target, simd, mode, frontEnd), target + " " + simd);
  }

  private OneOutputCase atomicsCase() throws IOException {
    SplittableRandom r = new SplittableRandom(64);
    int[] seed = new int[GLOBAL];
    for (int i = 0; i < GLOBAL; i++) {
      seed[i] = r.nextInt();
    }
    return new OneOutputCase(
        scratch.resolve("atomics64"),
        "atomics64",
        SOURCE,
        GLOBAL,
        LOCAL,
        List.of("seed"),
        List.of(seed),
        GLOBAL / LOCAL * WORDS_PER_GROUP);
  }
}
