package mancala.console.game;

import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import mancala.ai.Brain;
import mancala.ai.Budget;
import mancala.ai.Level;
import mancala.ai.Limits;
import mancala.ai.level.Brains;
import mancala.rules.Position;
import mancala.rules.Rules;

/**
 * The computer's players for the console: brains of every level that think on an executor (a worker
 * thread in the game, the calling thread in tests), each level on its budget.
 */
public final class ComputerPlayers {
  private final Brains brains;
  private final Executor executor;
  private final Function<Level, Budget> budgets;
  private final LongSupplier clock;
  private final Consumer<String> problems;

  /**
   * Players made by {@code brains}, thinking on {@code executor} within {@code budgets} timed by
   * {@code clock} (nanoseconds); a search that fails is told to {@code problems}.
   */
  public ComputerPlayers(
      Brains brains,
      Executor executor,
      Function<Level, Budget> budgets,
      LongSupplier clock,
      Consumer<String> problems) {
    this.brains = brains;
    this.executor = executor;
    this.budgets = budgets;
    this.clock = clock;
    this.problems = problems;
  }

  /** How far the endgame table being made for BEST has come, in percent, if one is. */
  Optional<Integer> studying() {
    return brains.studying().map(p -> (int) Math.floor(100 * p.fraction()));
  }

  /** A player of a level for a game of these rules, its randomness seeded. */
  Seat seat(Level level, Rules rules, long seed) {
    return new Seat(level, brains.create(level, rules, seed));
  }

  /** One computer player in one game. */
  final class Seat implements AutoCloseable {
    private final Level level;
    private final Brain brain;
    private Optional<Thinking> thinking = Optional.empty();

    private Seat(Level level, Brain brain) {
      this.level = level;
      this.brain = brain;
    }

    /** The level played. */
    Level level() {
      return level;
    }

    /** Starts thinking about the mover's move in a position that is not over. */
    Thinking think(Position p) {
      Thinking t = new Thinking();
      Position position = p.copy();
      Budget budget = budgets.apply(level);
      thinking = Optional.of(t);
      executor.execute(
          () -> {
            try {
              t.finish(brain.choose(position, Limits.of(budget, t.cancelFlag(), clock), t));
            } catch (RuntimeException e) {
              if (!t.cancelFlag().get()) {
                problems.accept("the computer could not choose a move: " + e);
              }
              t.fail(e);
            }
          });
      return t;
    }

    /** Stops any thinking and lets go of the brain once it has stopped. */
    @Override
    public void close() {
      thinking.ifPresent(Thinking::cancel);
      executor.execute(brain::close);
    }
  }
}
