package mancala.ai.kalah;

import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;

/**
 * A quick estimate of a board's future margin and its best house: alpha-beta to a fixed number of
 * turns (a move that earns another turn does not count), boards beyond it worth nothing more, the
 * endgame table where it answers exactly. It starts MTD(f) near the truth, and it is what BEST
 * plays when a proof does not finish in time.
 */
public final class KalahGuess {
  /** An estimated future margin and the house that leads to it. */
  public record Estimate(int value, int house) {}

  private final KalahGame game;
  private final Ranker ranker;
  private final EndgameTable endgame;
  private final int[][] boards;
  private Limits limits;
  private Thoughts thoughts = Thoughts.NONE;
  private long nodes;
  private int rootMove;

  /** An estimator for a game with its endgame table. */
  public KalahGuess(KalahGame game, Ranker ranker, EndgameTable endgame) {
    this.game = game.copy();
    this.ranker = ranker;
    this.endgame = endgame;
    this.boards = new int[KalahSolver.MAX_PLY + 1][game.length()];
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
    if ((nodes & 0x3FF) == 0 && limits.reached(nodes)) {
      throw new Stopped();
    }
    int[] b = boards[ply];
    if (seeds <= endgame.seeds() && ply > 0) {
      return endgame.value(ranker.rank(b));
    }
    if (depth == 0) {
      return 0;
    }
    int best = -1000;
    int[] child = boards[ply + 1];
    for (int h = game.houses() - 1; h >= 0; h--) {
      if (b[h] == 0) {
        continue;
      }
      if (ply == 0) {
        thoughts.considering(h);
      }
      int c = game.play(b, h, child);
      int gain = c >> 2;
      int v;
      if ((c & KalahGame.TERMINAL) != 0) {
        v = gain;
      } else if ((c & KalahGame.EXTRA_TURN) != 0) {
        v = gain + search(ply + 1, depth, seeds - gain, alpha - gain, beta - gain);
      } else {
        v = gain - search(ply + 1, depth - 1, seeds - gain, gain - beta, gain - alpha);
      }
      if (v > best) {
        best = v;
        if (ply == 0) {
          rootMove = h;
        }
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    return best;
  }
}
