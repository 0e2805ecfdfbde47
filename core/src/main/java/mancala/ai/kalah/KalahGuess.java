package mancala.ai.kalah;

import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;

/**
 * An estimate of a board's future margin and its best house: alpha-beta to a number of turns (a
 * move that earns another turn does not count), boards beyond it worth nothing more, the endgame
 * table where it answers exactly, with a table of estimates (by depth) and the solver's move
 * ordering. It starts MTD(f) near the truth, and it is what BEST plays when a proof does not finish
 * in time.
 */
public final class KalahGuess {
  /** An estimated future margin and the house that leads to it. */
  public record Estimate(int value, int house) {}

  private final KalahGame game;
  private final Ranker ranker;
  private final EndgameTable endgame;
  private final TranspositionTable memory;
  private final int[][] boards;
  private final int[][] order;
  private final int[][] scores;
  private Limits limits;
  private Thoughts thoughts = Thoughts.NONE;
  private long nodes;
  private int rootMove;

  /** An estimator for a game with its endgame table, remembering 2^bits estimates. */
  public KalahGuess(KalahGame game, Ranker ranker, EndgameTable endgame, int tableBits) {
    this.game = game.copy();
    this.ranker = ranker;
    this.endgame = endgame;
    this.memory = new TranspositionTable(tableBits);
    this.boards = new int[KalahSolver.MAX_PLY + 1][game.length()];
    this.order = new int[KalahSolver.MAX_PLY][game.houses()];
    this.scores = new int[KalahSolver.MAX_PLY][game.houses()];
  }

  /** The estimated future margin of a board that is not over, looking {@code depth} turns ahead. */
  public int estimate(int[] board, int depth) {
    return estimate(board, depth, Limits.until(new AtomicBoolean())).value();
  }

  /**
   * The estimate and best house of a board that is not over, looking {@code depth} turns ahead.
   *
   * @throws Stopped if the limits are reached first
   */
  public Estimate estimate(int[] board, int depth, Limits limits) {
    this.limits = limits;
    System.arraycopy(board, 0, boards[0], 0, board.length);
    int value = search(0, depth, game.seedsInPlay(board), -1000, 1000);
    return new Estimate(value, rootMove);
  }

  /** Tells these thoughts each house weighed at the top. */
  public void setThoughts(Thoughts thoughts) {
    this.thoughts = thoughts;
  }

  /** Nodes visited since the estimator was made. */
  public long nodes() {
    return nodes;
  }

  private int search(int ply, int depth, int seeds, int alpha, int beta) {
    nodes++;
    if ((nodes & 0x3FF) == 0 && limits.spend(0x3FF + 1)) {
      throw new Stopped();
    }
    int[] b = boards[ply];
    boolean root = ply == 0;
    if (seeds <= endgame.seeds() && !root) {
      return endgame.value(ranker.rank(b));
    }
    if (depth == 0) {
      return 0;
    }
    long key = ranker.rank(b);
    long entry = memory.probe(key);
    int ttMove = TranspositionTable.NO_MOVE;
    if (entry != TranspositionTable.MISSING) {
      ttMove = TranspositionTable.move(entry);
      if (!root && TranspositionTable.work(entry) == depth) {
        int lower = TranspositionTable.lower(entry);
        int upper = TranspositionTable.upper(entry);
        if (lower >= beta || upper <= alpha || lower == upper) {
          return lower >= beta ? lower : upper <= alpha ? upper : lower;
        }
      }
    }
    int[] moves = order[ply];
    int count = MoveOrder.order(game, b, moves, scores[ply], ttMove);
    int best = Integer.MIN_VALUE;
    int bestMove = moves[0];
    int a = alpha;
    int[] child = boards[ply + 1];
    for (int i = 0; i < count; i++) {
      int h = moves[i];
      if (root) {
        thoughts.considering(h);
      }
      int c = game.play(b, h, child);
      int gain = c >> 2;
      int v;
      if ((c & KalahGame.TERMINAL) != 0) {
        v = gain;
      } else if ((c & KalahGame.EXTRA_TURN) != 0) {
        v = gain + search(ply + 1, depth, seeds - gain, a - gain, beta - gain);
      } else {
        v = gain - search(ply + 1, depth - 1, seeds - gain, gain - beta, gain - a);
      }
      if (v > best) {
        best = v;
        bestMove = h;
        if (v > a) {
          a = v;
          if (a >= beta) {
            break;
          }
        }
      }
    }
    if (root) {
      rootMove = bestMove;
    }
    TranspositionTable.Bounds estimated = TranspositionTable.Bounds.ESTIMATED;
    if (best <= alpha) {
      memory.store(key, Short.MIN_VALUE, best, bestMove, depth, estimated);
    } else if (best >= beta) {
      memory.store(key, best, Short.MAX_VALUE, bestMove, depth, estimated);
    } else {
      memory.store(key, best, best, bestMove, depth, estimated);
    }
    return best;
  }
}
