package mancala.ai.kalah;

import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;

/**
 * Proves the exact future margin of Kalah boards: alpha-beta in which a move that earns another
 * turn keeps the side (the window is shifted, not negated), driven by MTD(f) null-window probes,
 * with an exact transposition table keyed by the houses alone (shared safely between threads),
 * enhanced transposition cut-offs where subtrees are large, move ordering (table move, extra turns,
 * captures, then nearest the store first), futility bounds (the margin can never move by more than
 * the seeds in play) and the {@link EndgameTable}.
 */
public final class KalahSolver {
  /** Deepest sequence of moves a search may follow (a game of Kalah is far shorter). */
  static final int MAX_PLY = 512;

  /**
   * Enhanced transposition cut-offs are tried only with this many more seeds than the table's:
   * below that, probing every child costs more than the cut-offs save.
   */
  static final int ETC_MARGIN = 12;

  /**
   * Boards with fewer than this many seeds above the table's are searched without the transposition
   * table: their subtrees are cheaper than a cache miss (measured on Kalah(6,4): 3 beats 1 by 15
   * %).
   */
  static final int TT_MARGIN = 3;

  /** Boards with at least this many seeds above the table's share their moves between threads. */
  static final int SHARE_MARGIN = 10;

  private final KalahGame game;
  private final Ranker ranker;
  private final TranspositionTable table;
  private final EndgameTable endgame;
  private final int houses;
  private final int length;
  private final int etcSeeds;
  private final int ttSeeds;
  private final int[][] boards;
  private final int[][] order;
  private final int[][] scores;
  private final BusyTable busy;
  private final int shareSeeds;
  private final int[][] deferred;
  private AtomicBoolean probeStop = new AtomicBoolean();
  private Limits limits = Limits.until(new AtomicBoolean());
  private Thoughts thoughts = Thoughts.NONE;
  private int rootMove;
  private long nodes;

  /** A solver working alone, with a transposition table and an endgame table. */
  public KalahSolver(
      KalahGame game, Ranker ranker, TranspositionTable table, EndgameTable endgame) {
    this(game, ranker, table, endgame, null);
  }

  /** A solver sharing its work near the root with others through a busy table. */
  KalahSolver(
      KalahGame game,
      Ranker ranker,
      TranspositionTable table,
      EndgameTable endgame,
      BusyTable busy) {
    this.game = game;
    this.ranker = ranker;
    this.table = table;
    this.endgame = endgame;
    this.houses = game.houses();
    this.length = game.length();
    this.busy = busy;
    this.shareSeeds = busy == null ? Integer.MAX_VALUE : endgame.seeds() + SHARE_MARGIN;
    this.deferred = new int[MAX_PLY][houses];
    this.etcSeeds = endgame.seeds() + ETC_MARGIN;
    this.ttSeeds = endgame.seeds() + TT_MARGIN;
    boards = new int[MAX_PLY + 1][length];
    order = new int[MAX_PLY][houses];
    scores = new int[MAX_PLY][houses];
  }

  /** The game this solver plays (its own copy, for its thread). */
  KalahGame game() {
    return game;
  }

  /** The mover's houses holding seeds, best first (as the search orders them at the top). */
  int[] orderedMoves(int[] board) {
    long entry = table.probe(ranker.rank(board));
    int ttMove =
        entry == TranspositionTable.MISSING
            ? TranspositionTable.NO_MOVE
            : TranspositionTable.move(entry);
    int[] moves = new int[houses];
    int count = MoveOrder.order(game, board, moves, new int[houses], ttMove);
    return java.util.Arrays.copyOf(moves, count);
  }

  /** Tells these thoughts each move the search takes up at the top. */
  void setThoughts(Thoughts thoughts) {
    this.thoughts = thoughts;
  }

  /**
   * The best house at the top of the last probe: after a probe that reached beta, a house worth at
   * least beta.
   */
  int rootMove() {
    return rootMove;
  }

  /** Nodes visited since the solver was made. */
  public long nodes() {
    return nodes;
  }

  /**
   * The exact future margin of a board (seen from its mover) and a house that achieves it, found by
   * MTD(f) from a first guess. The board must not be over.
   *
   * @throws Stopped if the stop flag was raised
   */
  public Solution solve(int[] board, int guess, Limits limits) {
    this.limits = limits;
    int seeds = game.seedsInPlay(board);
    int lower = -seeds;
    int upper = seeds;
    int g = Math.max(lower, Math.min(upper, guess));
    int best = -1;
    while (lower < upper) {
      int beta = g == lower ? g + 1 : g;
      System.arraycopy(board, 0, boards[0], 0, length);
      g = search(0, seeds, beta - 1, beta);
      if (g < beta) {
        upper = g;
      } else {
        lower = g;
        best = rootMove;
      }
    }
    return new Solution(g, best >= 0 ? best : rootMove);
  }

  /**
   * The exact future margin after the mover plays a house, from the mover's side (the house must
   * hold seeds).
   *
   * @throws Stopped if the limits were reached
   */
  public int solveMove(int[] board, int house, int guess, Limits limits) {
    int[] child = new int[length];
    int code = game.play(board, house, child);
    int gain = code >> 2;
    if ((code & KalahGame.TERMINAL) != 0) {
      return gain;
    }
    if ((code & KalahGame.EXTRA_TURN) != 0) {
      return gain + solve(child, guess - gain, limits).value();
    }
    return gain - solve(child, gain - guess, limits).value();
  }

  /**
   * One null-window probe: the value if below {@code beta}, else a lower bound of at least beta.
   * Stops (throwing {@link Stopped}) when the limits are reached or {@code probeStop} is raised.
   */
  int probe(int[] board, int beta, AtomicBoolean probeStop, Limits limits) {
    this.probeStop = probeStop;
    this.limits = limits;
    try {
      System.arraycopy(board, 0, boards[0], 0, length);
      return search(0, game.seedsInPlay(board), beta - 1, beta);
    } finally {
      this.probeStop = new AtomicBoolean();
    }
  }

  private int search(int ply, int seeds, int alpha, int beta) {
    nodes++;
    if ((nodes & 0x3FFF) == 0 && (probeStop.get() || limits.spend(0x3FFF + 1))) {
      throw new Stopped();
    }
    if (seeds <= alpha) {
      return seeds;
    }
    if (-seeds >= beta) {
      return -seeds;
    }
    int[] b = boards[ply];
    boolean root = ply == 0;
    if (seeds <= endgame.seeds() && !root) {
      return endgame.value(ranker.rank(b));
    }
    int ttMove = TranspositionTable.NO_MOVE;
    boolean remembered = seeds >= ttSeeds;
    long key = remembered ? ranker.rank(b) : 0;
    long entry = remembered ? table.probe(key) : TranspositionTable.MISSING;
    if (entry != TranspositionTable.MISSING && root) {
      ttMove = TranspositionTable.move(entry);
    } else if (entry != TranspositionTable.MISSING) {
      int lower = TranspositionTable.lower(entry);
      int upper = TranspositionTable.upper(entry);
      if (lower >= beta) {
        return lower;
      }
      if (upper <= alpha) {
        return upper;
      }
      if (lower == upper) {
        return lower;
      }
      ttMove = TranspositionTable.move(entry);
    }
    int[] moves = order[ply];
    int count = MoveOrder.order(game, b, moves, scores[ply], ttMove);
    if (!root && seeds >= etcSeeds && enhancedCutoff(ply, b, moves, count, beta, key)) {
      return beta;
    }
    long before = nodes;
    int best = Integer.MIN_VALUE;
    int bestMove = moves[0];
    int a = alpha;
    int waiting = 0;
    boolean sharing = seeds >= shareSeeds;
    for (int pass = 0; pass < 2; pass++) {
      int listed = pass == 0 ? count : waiting;
      for (int i = 0; i < listed; i++) {
        int h = pass == 0 ? moves[i] : deferred[ply][i];
        if (root) {
          thoughts.considering(h);
        }
        int v = moveValue(ply, b, h, seeds, a, beta, sharing && pass == 0);
        if (v == DEFERRED) {
          deferred[ply][waiting++] = h;
          continue;
        }
        if (v > best) {
          best = v;
          bestMove = h;
          if (v > a) {
            a = v;
            if (a >= beta) {
              pass = 2;
              break;
            }
          }
        }
      }
    }
    if (root) {
      rootMove = bestMove;
    }
    if (!remembered) {
      return best;
    }
    int work = 64 - Long.numberOfLeadingZeros(nodes - before);
    if (best <= alpha) {
      table.store(key, Short.MIN_VALUE, best, bestMove, work);
    } else if (best >= beta) {
      table.store(key, best, Short.MAX_VALUE, bestMove, work);
    } else {
      table.store(key, best, best, bestMove, work);
    }
    return best;
  }

  /** What {@link #moveValue} returns for a move left for later because another thread has it. */
  private static final int DEFERRED = Integer.MIN_VALUE;

  /**
   * The mover's value after playing a house, searched in the window (a, beta); or {@link #DEFERRED}
   * when sharing and another thread is busy with the board the move leads to.
   */
  private int moveValue(int ply, int[] b, int h, int seeds, int a, int beta, boolean sharing) {
    int[] child = boards[ply + 1];
    int c = game.play(b, h, child);
    int gain = c >> 2;
    if ((c & KalahGame.TERMINAL) != 0) {
      return gain;
    }
    int left = seeds - gain;
    boolean extra = (c & KalahGame.EXTRA_TURN) != 0;
    if (gain + left <= a) {
      return gain + left;
    }
    if (gain - left >= beta) {
      return gain - left;
    }
    if (left <= endgame.seeds()) {
      int childValue = endgame.value(ranker.rank(child));
      return extra ? gain + childValue : gain - childValue;
    }
    long childKey = 0;
    boolean marked = false;
    if (sharing) {
      childKey = ranker.rank(child);
      if (busy.isBusy(childKey)) {
        return DEFERRED;
      }
      marked = busy.mark(childKey);
    }
    try {
      return extra
          ? gain + search(ply + 1, left, a - gain, beta - gain)
          : gain - search(ply + 1, left, gain - beta, gain - a);
    } finally {
      if (marked) {
        busy.unmark(childKey);
      }
    }
  }

  /**
   * Enhanced transposition cut-off: whether a child already known well enough proves the value at
   * least {@code beta} before any child is searched (then the bound is stored).
   */
  private boolean enhancedCutoff(int ply, int[] b, int[] moves, int count, int beta, long key) {
    int[] child = boards[ply + 1];
    for (int i = 0; i < count; i++) {
      int h = moves[i];
      int c = game.play(b, h, child);
      if ((c & KalahGame.TERMINAL) != 0) {
        continue;
      }
      long e = table.probe(ranker.rank(child));
      if (e == TranspositionTable.MISSING) {
        continue;
      }
      int gain = c >> 2;
      int bound =
          (c & KalahGame.EXTRA_TURN) != 0
              ? gain + TranspositionTable.lower(e)
              : gain - TranspositionTable.upper(e);
      if (bound >= beta) {
        table.store(key, bound, Short.MAX_VALUE, h, 0);
        return true;
      }
    }
    return false;
  }
}
