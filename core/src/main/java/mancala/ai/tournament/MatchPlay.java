package mancala.ai.tournament;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;
import mancala.ai.Brain;
import mancala.ai.Budget;
import mancala.ai.Choice;
import mancala.ai.Limits;
import mancala.ai.Thoughts;
import mancala.rules.Position;
import mancala.rules.Rules;

/** Plays one game between two computer players and reports the result and thinking times. */
public final class MatchPlay {
  /** What one game came to: both totals and each player's longest and summed thinking. */
  public record Result(int total0, int total1, long[] longestNanos, long[] thinkingNanos) {
    /** 1 if player 0 won, 0.5 for a draw, 0 if player 1 won. */
    public double score0() {
      return total0 > total1 ? 1 : total0 == total1 ? 0.5 : 0;
    }
  }

  /** Listens to every choice made, with the time it took. */
  public interface Watcher {
    /** Nobody watching. */
    Watcher NONE = (p, c, nanos) -> {};

    /** A player chose a move in a position after thinking this long. */
    void chose(Position before, Choice choice, long nanos);
  }

  private final LongSupplier clock;

  /** Games timed on this nanosecond clock. */
  public MatchPlay(LongSupplier clock) {
    this.clock = clock;
  }

  /** Plays a whole game from the start; {@code players[i]} plays player i with its budget. */
  public Result play(Rules rules, int seeds, Brain[] players, Budget[] budgets, Watcher watcher) {
    Position p = rules.start(seeds);
    long[] longest = new long[2];
    long[] sum = new long[2];
    AtomicBoolean never = new AtomicBoolean();
    while (!p.isOver()) {
      int mover = p.mover();
      long began = clock.getAsLong();
      Choice c =
          players[mover].choose(p.copy(), Limits.of(budgets[mover], never, clock), Thoughts.NONE);
      long took = clock.getAsLong() - began;
      watcher.chose(p, c, took);
      longest[mover] = Math.max(longest[mover], took);
      sum[mover] += took;
      rules.play(p, c.house());
    }
    return new Result(p.total(0), p.total(1), longest, sum);
  }
}
