package mancala.rules;

import java.util.SplittableRandom;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * Cases for property tests: every rule set in turn, each with a seed for a random game, drawn from
 * a fixed seed so that every run checks the same games (a failure names its rule set and seed).
 */
public final class SeededCases {
  private static final long SEED = 20261122L;

  private SeededCases() {}

  /** {@code count} pairs of (rule set, seed). */
  public static Stream<Arguments> ruleSetsAndSeeds(int count) {
    SplittableRandom random = new SplittableRandom(SEED);
    RuleSet[] all = RuleSet.values();
    long[] seeds = random.longs(count).toArray();
    return IntStream.range(0, count).mapToObj(i -> Arguments.of(all[i % all.length], seeds[i]));
  }

  /** {@code count} seeds. */
  public static Stream<Long> seeds(int count) {
    return new SplittableRandom(SEED).longs(count).boxed();
  }
}
