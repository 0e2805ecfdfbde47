package mancala.ai.kalah;

/**
 * A quick estimate of a board's future margin, to start MTD(f) near the truth: alpha-beta to a
 * fixed depth, boards beyond it worth nothing more, the endgame table where it answers exactly.
 */
public final class KalahGuess {
  private final KalahGame game;
  private final Ranker ranker;
  private final EndgameTable endgame;
  private final int[][] boards;

  /** An estimator for a game with its endgame table. */
  public KalahGuess(KalahGame game, Ranker ranker, EndgameTable endgame) {
    this.game = game.copy();
    this.ranker = ranker;
    this.endgame = endgame;
    this.boards = new int[KalahSolver.MAX_PLY + 1][game.length()];
  }

  /** The estimated future margin of a board, looking {@code depth} moves ahead. */
  public int estimate(int[] board, int depth) {
    if (game.isOver(board)) {
      return game.overValue(board);
    }
    System.arraycopy(board, 0, boards[0], 0, board.length);
    return search(0, depth, game.seedsInPlay(board), -1000, 1000);
  }

  private int search(int ply, int depth, int seeds, int alpha, int beta) {
    int[] b = boards[ply];
    if (seeds <= endgame.seeds()) {
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
