package jvisa.machine.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

class FindingLogTest {
  private static Finding at(String insn, String channels) {
    return new Finding(
        CheckKind.RACES,
        "data race",
        "k",
        insn,
        "k.visaasm:3",
        "(0,0,0)",
        "1",
        channels,
        "argument 'out' + 0x0",
        "work-group #0 thread 0 at #2 'x'",
        "");
  }

  @Test
  void sameInstructionPairIsOneReportWithACount() {
    FindingLog log = new FindingLog(10, null);
    log.add(at("#5 'a'", "0"));
    log.add(at("#5 'a'", "3"));
    log.add(at("#6 'b'", "1"));
    assertEquals(2, log.groups().size());
    assertEquals(2, log.groups().get(0).count());
    assertEquals(3, log.total());
  }

  @Test
  void groupsBeyondTheCapAreOnlyCounted() {
    FindingLog log = new FindingLog(1, null);
    log.add(at("#5 'a'", "0"));
    log.add(at("#6 'b'", "0"));
    assertEquals(1, log.groups().size());
    assertEquals(1, log.dropped());
    assertTrue(log.toJson().contains("\"dropped\": 1"));
  }

  @Test
  void parsesCheckListsAndAll() {
    assertEquals(Set.of(CheckKind.RACES, CheckKind.UNINIT), CheckKind.parseList("races,uninit"));
    assertEquals(4, CheckKind.parseList("all").size());
  }

  @Test
  void channelMasksAreRanges() {
    assertEquals("0-3,7", Channels.of(0x8F));
  }
}
