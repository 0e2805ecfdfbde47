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
 * BEST in the Kalah rule sets: the opening book if it knows the position; otherwise the exact proof
 * (with the endgame table once it is ready) in most of the time, started from a quick estimate, and
 * among the moves proven best the one that sets the most traps ({@link TrapChooser}). If the proof
 * does not finish, the rest of the time deepens the estimate, and the deepest completed estimate is
 * played.
 */
public final class KalahBestBrain implements Brain, AutoCloseable {
  /** The estimate's table holds 2^20 entries. */
  static final int GUESS_BITS = 20;

  /** The share of the time the proof may take; the rest deepens the estimate if it fails. */
  static final double PROOF_SHARE = 0.6;

  /** The share of the time left after a proof that may go to setting traps. */
  static final double TRAP_SHARE = 0.3;

  /** Nodes the traps may take for each node of the proof, and at least. */
  static final long TRAP_NODES_PER_PROOF_NODE = 4;

  static final long TRAP_MIN_NODES = 300_000;

  /** The most turns the estimate looks ahead. */
  static final int MAX_ESTIMATE_DEPTH = 60;

  private final RuleSet ruleSet;
  private final KalahGame game;
  private final Ranker ranker;
  private final EndgameTables tables;
  private final OpeningBook book;
  private final TranspositionTable memory;
  private final int threads;
  private EndgameTable endgame;
  private KalahProver prover;
  private KalahGuess guess;
  private TrapChooser traps;

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
    KalahGuess.Estimate estimate = guess.estimate(board, 4, limits.withNodes(Long.MAX_VALUE));
    long nodesBefore = prover.nodes() + guess.nodes();
    try {
      Limits proving = limits.timed() ? limits.sooner(PROOF_SHARE) : limits;
      Solution s = prover.solve(board, estimate.value(), thoughts, proving);
      long proof = guess.nodes() + prover.nodes() - nodesBefore;
      Limits weighing =
          limits
              .sooner(TRAP_SHARE)
              .capped(Math.max(TRAP_MIN_NODES, TRAP_NODES_PER_PROOF_NODE * proof));
      int house = traps.choose(board, s, weighing);
      long nodes = guess.nodes() + prover.nodes() - nodesBefore;
      return new Choice(house, banked + s.value(), Basis.PROVEN, 0, nodes);
    } catch (Stopped e) {
      if (limits.cancelled()) {
        throw e;
      }
    }
    int depth = 4;
    guess.setThoughts(thoughts);
    try {
      for (int d = 5; d <= MAX_ESTIMATE_DEPTH; d++) {
        estimate = guess.estimate(board, d, limits);
        depth = d;
      }
    } catch (Stopped e) {
      if (limits.cancelled()) {
        throw e;
      }
    } finally {
      guess.setThoughts(Thoughts.NONE);
    }
    long nodes = guess.nodes() + prover.nodes() - nodesBefore;
    return new Choice(estimate.house(), banked + estimate.value(), Basis.SEARCH, depth, nodes);
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
      guess = new KalahGuess(game, ranker, endgame, GUESS_BITS);
      traps = new TrapChooser(game, prover, guess);
    }
  }

  @Override
  public void close() {
    if (prover != null) {
      prover.close();
    }
  }
}
