package mancala.console.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * How a count of seeds fills the slots of a pit so that a glance gives the count: every full ten is
 * one clump, then the rest as single seeds, up to four a slot (so nine shows as 4, 4, 1).
 */
public final class SeedSlots {
  /** Single seeds a slot holds. */
  static final int SINGLES_PER_SLOT = 4;

  private SeedSlots() {}

  /**
   * The picture of each slot, in filling order, or empty if the count needs more slots than the pit
   * has (the pit then shows as many clumps as fit and the count is printed beside it).
   */
  public static Optional<List<SeedPicture>> layout(int count, int slots) {
    List<SeedPicture> result = new ArrayList<>();
    for (int ten = 0; ten < count / 10; ten++) {
      result.add(SeedPicture.TEN);
    }
    for (int left = count % 10; left > 0; left -= SINGLES_PER_SLOT) {
      result.add(SeedPicture.singles(Math.min(left, SINGLES_PER_SLOT)));
    }
    if (result.size() > slots) {
      return Optional.empty();
    }
    result.addAll(Collections.nCopies(slots - result.size(), SeedPicture.EMPTY));
    return Optional.of(result);
  }
}
