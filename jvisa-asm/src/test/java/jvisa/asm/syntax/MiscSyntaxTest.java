package jvisa.asm.syntax;

import static jvisa.asm.syntax.Expect.expect;
import static jvisa.asm.syntax.Ops.name;
import static jvisa.asm.syntax.Ops.num;
import static jvisa.asm.syntax.Ops.str;
import static jvisa.asm.syntax.Syntax.extension;
import static jvisa.asm.syntax.Syntax.one;
import static jvisa.asm.syntax.Syntax.spelling;

import jvisa.asm.model.Opcode;
import org.junit.jupiter.api.Test;

/** Debug locations, variable lifetimes and the sampler cache flush. */
class MiscSyntaxTest {
  @Test
  void fileAndLocInTheirInstructionAndDirectiveSpellings() {
    expect(one("FILE \"kernel.cl\""))
        .opcode(Opcode.FILE, "FILE")
        .noExec()
        .operands(str("kernel.cl"));
    expect(one(".file \"dir/with \\\"quotes\\\"\\t.cl\""))
        .opcode(Opcode.FILE, "FILE")
        .operands(str("dir/with \"quotes\"\t.cl"));
    expect(one("LOC 12")).opcode(Opcode.LOC, "LOC").operands(num(12));
    expect(one(".loc 7")).opcode(Opcode.LOC, "LOC").operands(num(7));
    expect(spelling("loc 3")).opcode(Opcode.LOC, "LOC").operands(num(3));
  }

  @Test
  void lifetimeStartAndEnd() {
    expect(one("lifetime.start VD"))
        .opcode(Opcode.LIFETIME)
        .suffixes("start")
        .noExec()
        .operands(name("VD"));
    expect(one("lifetime.end VD")).opcode(Opcode.LIFETIME).suffixes("end").operands(name("VD"));
  }

  @Test
  void samplerCacheFlush() {
    // GenX_IR 1.0.12504 lexes sampler_cache_flush but does not know it as an opcode
    expect(extension("sampler_cache_flush"))
        .opcode(Opcode.CACHE_FLUSH, "sampler_cache_flush")
        .operands();
    expect(extension("cache_flush")).opcode(Opcode.CACHE_FLUSH, "sampler_cache_flush");
  }
}
