package mancala.ai.kalah;

import java.util.Optional;
import mancala.ai.Basis;
import mancala.ai.Brain;
import mancala.ai.Choice;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;
import mancala.rules.Position;
import mancala.rules.RuleSet;

/**
 * BEST in the Kalah rule sets: the opening book if it knows the position; otherwise a short
 * iterative-deepening estimate (a fifth of the time), then the exact proof with the endgame table
 * once it is ready. A proof that does not finish in time leaves the deepest estimate completed.
 */
public final class KalahBestBrain implements Brain, AutoCloseable {
  /** The most turns the estimate looks ahead before the proof starts. */
  static final int ESTIMATE_DEPTH = 14;

  /** Turns the estimate looks ahead when there is no time limit. */
  static final int UNTIMED_ESTIMATE_DEPTH = 6;

  private final RuleSet ruleSet;
  private final KalahGame game;
  private final Ranker ranker;
  private final EndgameTables tables;
  private final OpeningBook book;
  private final TranspositionTable memory;
  private final int threads;
  private EndgameTable endgame;
  private KalahProver prover;

  /**
   * BEST for a Kalah rule set on n houses, proving with this many threads over a transposition
   * table of 2^bits entries.
   */
  public KalahBestBrain(
      RuleSet ruleSet,
      int houses,
      EndgameTables tables,
      OpeningBook book,
      int threads,
      int tableBits) {
    this.ruleSet = ruleSet;
    this.game =
        KalahGame.of(ruleSet, houses)
            .orElseThrow(() -> new IllegalArgumentException(ruleSet.id() + " is not Kalah"));
    this.ranker = new Ranker(houses, 2 * houses * mancala.rules.Layout.MAX_SEEDS);
    this.tables = tables;
    this.book = book;
    this.memory = new TranspositionTable(tableBits);
    this.threads = threads;
  }

  @Override
  public Choice choose(Position p, Limits limits, Thoughts thoughts) {
    int legal = p.legalMoves();
    int mover = p.mover();
    int banked = p.store(mover) - p.store(1 - mover);
    if (Integer.bitCount(legal) == 1) {
      return new Choice(Integer.numberOfTrailingZeros(legal), banked, Basis.FORCED, 0, 0);
    }
    int[] board = game.board(p);
    Optional<OpeningBook.Entry> known = book.lookup(ruleSet.id(), board);
    if (known.isPresent()) {
      thoughts.considering(known.get().house());
      return new Choice(known.get().house(), banked + known.get().value(), Basis.BOOK, 0, 0);
    }
    useTable(p);
    KalahGuess guess = new KalahGuess(game, ranker, endgame);
    guess.setThoughts(thoughts);
    KalahGuess.Estimate estimate = null;
    int depth = 0;
    Limits first = limits.timed() ? limits.sooner(0.2) : limits;
    int deepest = limits.timed() ? ESTIMATE_DEPTH : UNTIMED_ESTIMATE_DEPTH;
    try {
      for (int d = 1; d <= deepest; d++) {
        estimate = guess.estimate(board, d, d == 1 ? limits.withNodes(Long.MAX_VALUE) : first);
        depth = d;
      }
    } catch (Stopped e) {
      if (estimate == null || limits.cancelled()) {
        throw e;
      }
    }
    long nodesBefore = prover.nodes();
    try {
      Solution s = prover.solve(board, estimate.value(), thoughts, limits);
      long nodes = guess.nodes() + prover.nodes() - nodesBefore;
      return new Choice(s.house(), banked + s.value(), Basis.PROVEN, depth, nodes);
    } catch (Stopped e) {
      if (limits.cancelled()) {
        throw e;
      }
      long nodes = guess.nodes() + prover.nodes() - nodesBefore;
      return new Choice(estimate.house(), banked + estimate.value(), Basis.SEARCH, depth, nodes);
    }
  }

  /** Takes the endgame table if it has become ready, or starts it being made. */
  private void useTable(Position p) {
    TableKey key = tables.keyFor(ruleSet, game.houses(), p.seedCount());
    EndgameTable ready = tables.ready(key).orElse(EndgameTable.none());
    if (prover == null || ready != endgame) {
      if (prover != null) {
        prover.close();
      }
      endgame = ready;
      prover = new KalahProver(game, ranker, memory, endgame, threads);
    }
  }

  @Override
  public void close() {
    if (prover != null) {
      prover.close();
    }
  }
}
