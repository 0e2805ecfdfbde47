package mancala.ai.kalah;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import mancala.ai.Limits;
import mancala.ai.Thoughts;
import mancala.rules.RuleSet;

/**
 * Computes the opening book of one Kalah rule set and board with the solver: every position BEST
 * can face in its first few decisions, whichever side it plays and whatever the opponent does, with
 * its proven best house, chosen among the optimal houses as BEST chooses in play (the one setting
 * the most traps, {@link TrapChooser}). A decision is a position where BEST is to move; a move that
 * earns another turn leads to the next decision at once.
 */
public final class BookBuilder implements AutoCloseable {
  /** How long the decisions of one level took. */
  public record LevelReport(int decision, int positions, double meanSeconds, double maxSeconds) {}

  private final RuleSet ruleSet;
  private final KalahGame game;
  private final Ranker ranker;
  private final EndgameTable table;
  private final KalahProver prover;
  private final KalahGuess guess;
  private final TrapChooser traps;
  private final Consumer<String> log;

  /** A builder proving with this many threads, telling {@code log} what it does. */
  public BookBuilder(
      RuleSet ruleSet,
      int houses,
      EndgameTable table,
      int threads,
      int tableBits,
      Consumer<String> log) {
    this.ruleSet = ruleSet;
    this.game =
        KalahGame.of(ruleSet, houses)
            .orElseThrow(() -> new IllegalArgumentException(ruleSet.id() + " is not Kalah"));
    this.ranker = new Ranker(houses, 2 * houses * mancala.rules.Layout.MAX_SEEDS);
    this.table = table;
    this.prover = new KalahProver(game, ranker, new TranspositionTable(tableBits), table, threads);
    this.guess = new KalahGuess(game, ranker, table, KalahBestBrain.GUESS_BITS);
    this.traps = new TrapChooser(game, prover, guess);
    this.log = log;
  }

  /**
   * Adds to the book the first {@code decisions} decisions of BEST from the start with this many
   * seeds a house, both when it moves first and when it moves second; returns, per decision, the
   * positions solved and their solving times.
   */
  public List<LevelReport> add(OpeningBook book, int seeds, int decisions) {
    int[] start = new int[game.length()];
    for (int i = 0; i < game.houses(); i++) {
      start[i] = seeds;
      start[game.houses() + 1 + i] = seeds;
    }
    Map<String, int[]> frontier = new LinkedHashMap<>();
    frontier.put(OpeningBook.key(ruleSet.id(), start), start);
    opponentTurn(start, frontier);
    List<LevelReport> reports = new ArrayList<>();
    for (int d = 1; d <= decisions && !frontier.isEmpty(); d++) {
      Map<String, int[]> next = new LinkedHashMap<>();
      double total = 0;
      double most = 0;
      int solved = 0;
      for (int[] board : frontier.values()) {
        long began = System.nanoTime();
        OpeningBook.Entry entry = book.lookup(ruleSet.id(), board).orElse(null);
        if (entry == null) {
          Limits none = Limits.until(new AtomicBoolean());
          Solution s = prover.solve(board, guess.estimate(board, 6), Thoughts.NONE, none);
          entry = new OpeningBook.Entry(traps.choose(board, s, none), s.value());
          book.put(ruleSet.id(), board, entry);
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        total += seconds;
        most = Math.max(most, seconds);
        solved++;
        if (d < decisions) {
          afterBestMove(board, entry.house(), next);
        }
      }
      reports.add(new LevelReport(d, solved, total / Math.max(1, solved), most));
      log.accept(
          String.format(
              "%s %d seeds: decision %d, %d positions, mean %.2f s, max %.2f s",
              ruleSet.id(), seeds, d, solved, total / Math.max(1, solved), most));
      frontier = next;
    }
    return reports;
  }

  /** Adds the decisions that follow BEST's move on a board. */
  private void afterBestMove(int[] board, int house, Map<String, int[]> next) {
    int[] child = new int[game.length()];
    int code = game.play(board, house, child);
    if ((code & KalahGame.TERMINAL) != 0) {
      return;
    }
    if ((code & KalahGame.EXTRA_TURN) != 0) {
      next.putIfAbsent(OpeningBook.key(ruleSet.id(), child), child);
    } else {
      opponentTurn(child, next);
    }
  }

  /** Adds every board BEST can face once the opponent, to move on {@code board}, has moved. */
  private void opponentTurn(int[] board, Map<String, int[]> next) {
    for (int h = 0; h < game.houses(); h++) {
      if (board[h] == 0) {
        continue;
      }
      int[] child = new int[game.length()];
      int code = game.play(board, h, child);
      if ((code & KalahGame.TERMINAL) != 0) {
        continue;
      }
      if ((code & KalahGame.EXTRA_TURN) != 0) {
        opponentTurn(child, next);
      } else {
        next.putIfAbsent(OpeningBook.key(ruleSet.id(), child), child);
      }
    }
  }

  /** Nodes the solver visited. */
  public long nodes() {
    return prover.nodes();
  }

  /** Lets go of the solver's threads. */
  @Override
  public void close() {
    prover.close();
  }
}
