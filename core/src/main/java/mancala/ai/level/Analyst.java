package mancala.ai.level;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Basis;
import mancala.ai.Choice;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.KalahGame;
import mancala.ai.kalah.KalahGuess;
import mancala.ai.kalah.KalahProver;
import mancala.ai.kalah.Ranker;
import mancala.ai.kalah.Solution;
import mancala.ai.kalah.TranspositionTable;
import mancala.ai.search.GameSearch;
import mancala.ai.search.SearchResult;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.Rules;

/**
 * Proves values for people: the exact final margin of a position and its best house, and the value
 * of every legal move. The Kalah rule sets use the Kalah solver with an endgame table; the others
 * the general search, deepened until it proves the value or the limits stop it.
 */
public final class Analyst implements AutoCloseable {
  /** The value of one move: the final margin for the mover, and whether it is exact. */
  public record MoveValue(int house, int value, boolean proven) {}

  private final Rules rules;
  private final KalahGame game;
  private final Ranker ranker;
  private final KalahProver prover;
  private final EndgameTable endgame;
  private final GameSearch search;

  /**
   * An analyst for these rules; for Kalah it proves with this endgame table, this many threads and
   * a transposition table of 2^bits entries.
   */
  public Analyst(Rules rules, EndgameTable endgame, int threads, int tableBits) {
    this.rules = rules;
    int houses = rules.layout().houses();
    this.game = KalahGame.of(rules.ruleSet(), houses).orElse(null);
    this.endgame = endgame;
    this.ranker = new Ranker(houses, 2 * houses * Layout.MAX_SEEDS);
    this.prover =
        game == null
            ? null
            : new KalahProver(game, ranker, new TranspositionTable(tableBits), endgame, threads);
    this.search = game == null ? new GameSearch(rules, tableBits) : null;
  }

  /** Whether this rule set is solved by the Kalah solver. */
  public boolean isKalah() {
    return game != null;
  }

  /** Nodes visited so far. */
  public long nodes() {
    return game != null ? prover.nodes() : search.nodes();
  }

  /**
   * The final margin of a position that is not over, with a best house: proven unless the limits
   * stopped the search first (then the deepest search completed).
   *
   * @throws Stopped if cancelled, or stopped before any search completed
   */
  public Choice solve(Position p, Limits limits) {
    int mover = p.mover();
    int banked = p.store(mover) - p.store(1 - mover);
    if (game != null) {
      int[] board = game.board(p);
      int guess = new KalahGuess(game, ranker, endgame, 16).estimate(board, 6);
      Solution s = prover.solve(board, guess, Thoughts.NONE, limits);
      return new Choice(s.house(), banked + s.value(), Basis.PROVEN, 0, 0);
    }
    SearchResult r = search.search(p, GameSearch.MAX_PLY - 1, limits, Thoughts.NONE, 0);
    return new Choice(
        r.house(), r.value(), r.proven() ? Basis.PROVEN : Basis.SEARCH, r.depth(), r.nodes());
  }

  /** The value of every legal move of a position that is not over, each within the limits. */
  public List<MoveValue> analyze(Position p, Limits limits) {
    List<MoveValue> values = new ArrayList<>();
    int mover = p.mover();
    for (int h = 0; h < p.layout().houses(); h++) {
      if (!p.isLegal(h)) {
        continue;
      }
      Position child = p.copy();
      rules.play(child, h);
      if (child.isOver()) {
        values.add(new MoveValue(h, child.total(mover) - child.total(1 - mover), true));
        continue;
      }
      Choice reply = solve(child, limits);
      int sign = child.mover() == mover ? 1 : -1;
      values.add(new MoveValue(h, sign * reply.value(), reply.proven()));
    }
    return values;
  }

  /** Limits that only a cancel flag ends. */
  public static Limits unlimited() {
    return Limits.until(new AtomicBoolean());
  }

  @Override
  public void close() {
    if (prover != null) {
      prover.close();
    }
  }
}
