package jvisa.machine.profile;

import jvisa.machine.core.ProfileData.FunctionProfile;

/**
 * A basic block's share of a profile.
 *
 * @param count how often the block was entered (its first instruction's count)
 * @param instructions instructions executed in it
 * @param activeChannels channels that did work, summed over its instructions
 * @param slots execution size times count, summed over its instructions
 */
public record BlockStats(long count, long instructions, long activeChannels, long slots) {
  static BlockStats of(FunctionProfile p, BasicBlock b) {
    long instructions = 0;
    long active = 0;
    long slots = 0;
    for (int pc = b.first(); pc <= b.last(); pc++) {
      instructions += p.count(pc);
      active += p.activeChannels(pc);
      slots += p.count(pc) * p.listing().instructions().get(pc).execSize();
    }
    return new BlockStats(p.count(b.first()), instructions, active, slots);
  }

  /** activeChannels / slots; 1 when the block never ran. */
  public double simdEfficiency() {
    return slots == 0 ? 1.0 : (double) activeChannels / slots;
  }
}
