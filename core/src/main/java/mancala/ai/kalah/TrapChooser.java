package mancala.ai.kalah;

import java.util.Arrays;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;

/**
 * Picks, among the moves that keep a board's proven value, the one that sets the most traps: for
 * each such move it asks which reply players looking 1 to {@link #MODEL_DEPTHS} turns ahead would
 * choose, and adds up the seeds those replies give away by their exact values. Against perfect play
 * nothing changes (every candidate keeps the value); against a fallible opponent it turns more
 * draws into wins and more losses into draws.
 */
final class TrapChooser {
  /** The deepest opponent modelled, in turns. */
  static final int MODEL_DEPTHS = 8;

  private final KalahGame game;
  private final KalahProver prover;
  private final KalahGuess model;

  /** Traps weighed with this prover (exact values) and this estimator (the opponents modelled). */
  TrapChooser(KalahGame game, KalahProver prover, KalahGuess model) {
    this.game = game.copy();
    this.prover = prover;
    this.model = model;
  }

  /**
   * The house to play on a board whose value and a best house are proven: the proven house unless
   * another optimal house sets more traps. If the limits stop the weighing, the proven house.
   *
   * @throws Stopped if the limits were cancelled
   */
  int choose(int[] board, Solution proven, Limits limits) {
    try {
      int[] optimal = optimalHouses(board, proven, limits);
      if (optimal.length == 1) {
        return proven.house();
      }
      int best = proven.house();
      long bestScore = -1;
      int[] child = new int[game.length()];
      for (int h : optimal) {
        int code = game.play(board, h, child);
        boolean opponentMoves = (code & (KalahGame.TERMINAL | KalahGame.EXTRA_TURN)) == 0;
        long score = opponentMoves ? trapScore(child, (code >> 2) - proven.value(), limits) : 0;
        if (score > bestScore) {
          bestScore = score;
          best = h;
        }
      }
      return best;
    } catch (Stopped e) {
      if (limits.cancelled()) {
        throw e;
      }
      return proven.house();
    }
  }

  /** Every house achieving the proven value, the proven house first. */
  private int[] optimalHouses(int[] board, Solution proven, Limits limits) {
    int[] found = new int[game.houses()];
    int count = 0;
    found[count++] = proven.house();
    for (int h = game.houses() - 1; h >= 0; h--) {
      if (board[h] > 0 && h != proven.house() && reaches(board, h, proven.value(), limits)) {
        found[count++] = h;
      }
    }
    return Arrays.copyOf(found, count);
  }

  /** Whether sowing a house of a board achieves at least {@code beta} for its mover. */
  private boolean reaches(int[] board, int house, int beta, Limits limits) {
    int[] child = new int[game.length()];
    int code = game.play(board, house, child);
    int gain = code >> 2;
    if ((code & KalahGame.TERMINAL) != 0) {
      return gain >= beta;
    }
    if ((code & KalahGame.EXTRA_TURN) != 0) {
      return prover.reaches(child, beta - gain, limits);
    }
    return !prover.reaches(child, gain - beta + 1, limits);
  }

  /**
   * The seeds the modelled opponents give away on a board where the opponent is to move and can
   * achieve {@code opponentBest} at most.
   */
  private long trapScore(int[] board, int opponentBest, Limits limits) {
    int[] given = new int[game.houses()];
    Arrays.fill(given, -1);
    long total = 0;
    for (int depth = 1; depth <= MODEL_DEPTHS; depth++) {
      int reply = model.estimate(board, depth, limits).house();
      if (given[reply] < 0) {
        given[reply] = opponentBest - value(board, reply, opponentBest, limits);
      }
      total += given[reply];
    }
    return total;
  }

  /** The exact value of sowing a house of a board, for its mover, solved near a guess. */
  private int value(int[] board, int house, int guess, Limits limits) {
    int[] child = new int[game.length()];
    int code = game.play(board, house, child);
    int gain = code >> 2;
    if ((code & KalahGame.TERMINAL) != 0) {
      return gain;
    }
    if ((code & KalahGame.EXTRA_TURN) != 0) {
      return gain + prover.solve(child, guess - gain, Thoughts.NONE, limits).value();
    }
    return gain - prover.solve(child, gain - guess, Thoughts.NONE, limits).value();
  }
}
