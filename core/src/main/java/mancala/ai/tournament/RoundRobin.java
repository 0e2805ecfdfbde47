package mancala.ai.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import mancala.ai.Brain;
import mancala.ai.Budget;
import mancala.ai.Level;
import mancala.ai.level.Brains;
import mancala.rules.Rules;

/**
 * A round robin between levels: every pair plays the same number of games, alternating who moves
 * first and cycling through the seed counts; each game's players are seeded from the game's number,
 * so a run with node budgets is the same every time.
 */
public final class RoundRobin {
  private final Brains brains;
  private final Rules rules;
  private final List<Integer> seeds;
  private final int gamesPerPair;
  private final Function<Level, Budget> budgets;

  /** A round robin of these rules, seed counts and games per pair, each level on its budget. */
  public RoundRobin(
      Brains brains,
      Rules rules,
      List<Integer> seeds,
      int gamesPerPair,
      Function<Level, Budget> budgets) {
    this.brains = brains;
    this.rules = rules;
    this.seeds = List.copyOf(seeds);
    this.gamesPerPair = gamesPerPair;
    this.budgets = budgets;
  }

  /** One game to play: the two levels, the seeds, and the game's number. */
  private record Game(int first, int second, int seeds, long number) {}

  /**
   * Plays every game, {@code parallel} at a time, telling {@code progress} after each pair, and
   * returns the crosstable.
   *
   * @throws InterruptedException if interrupted while waiting for the games
   */
  public Crosstable run(List<Level> levels, int parallel, Consumer<String> progress)
      throws InterruptedException {
    Crosstable table = new Crosstable(levels);
    ExecutorService pool = Executors.newFixedThreadPool(parallel);
    try {
      long number = 0;
      for (int i = 0; i < levels.size(); i++) {
        for (int j = i + 1; j < levels.size(); j++) {
          List<Future<?>> games = new ArrayList<>();
          for (int g = 0; g < gamesPerPair; g++) {
            int s = seeds.get(g % seeds.size());
            boolean swap = (g / seeds.size()) % 2 == 1;
            Game game = new Game(swap ? j : i, swap ? i : j, s, number++);
            games.add(pool.submit(() -> play(levels, game, table)));
          }
          for (Future<?> f : games) {
            f.get();
          }
          progress.accept(table.pairLine(i, j));
        }
      }
    } catch (ExecutionException e) {
      throw new IllegalStateException("a game failed: " + e.getCause(), e.getCause());
    } finally {
      pool.shutdownNow();
    }
    return table;
  }

  private void play(List<Level> levels, Game game, Crosstable table) {
    Level a = levels.get(game.first());
    Level b = levels.get(game.second());
    Brain[] players = {
      brains.create(a, rules, game.number() * 2 + 1), brains.create(b, rules, game.number() * 2 + 2)
    };
    try {
      MatchPlay.Result r =
          new MatchPlay(System::nanoTime)
              .play(
                  rules,
                  game.seeds(),
                  players,
                  new Budget[] {budgets.apply(a), budgets.apply(b)},
                  MatchPlay.Watcher.NONE);
      table.record(game.first(), game.second(), r.total0() - r.total1());
    } finally {
      players[0].close();
      players[1].close();
    }
  }
}
