package mancala.ai.kalah;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import mancala.ai.Limits;
import mancala.ai.Stopped;
import mancala.ai.Thoughts;

/**
 * Proves exact Kalah values with several threads: MTD(f), each null-window probe searched by every
 * thread at once over one shared transposition table, ABDADA-style (near the root, a thread leaves
 * a move another thread is busy with for later, so the threads spread over the tree); the first
 * thread to finish a probe gives its result and the others stop.
 */
public final class KalahProver implements AutoCloseable {
  private final KalahGame game;
  private final List<KalahSolver> solvers = new ArrayList<>();
  private final ExecutorService pool;

  /** What one thread found in a probe: the value, and its best house at the top. */
  private record Answer(int value, int house) {}

  /** A prover with this many threads over a shared transposition table. */
  public KalahProver(
      KalahGame game, Ranker ranker, TranspositionTable table, EndgameTable endgame, int threads) {
    this.game = game.copy();
    BusyTable busy = threads > 1 ? new BusyTable() : null;
    for (int t = 0; t < threads; t++) {
      solvers.add(new KalahSolver(game.copy(), ranker, table, endgame, busy));
    }
    pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread thread = new Thread(r, "kalah-prover");
              thread.setDaemon(true);
              return thread;
            });
  }

  /** Nodes visited by all threads. */
  public long nodes() {
    return solvers.stream().mapToLong(KalahSolver::nodes).sum();
  }

  /**
   * The exact future margin of a board that is not over (from its mover) and a house achieving it,
   * starting from a guess; the first thread tells {@code thoughts} the houses it weighs.
   *
   * @throws Stopped if the limits were reached
   */
  public Solution solve(int[] board, int guess, Thoughts thoughts, Limits limits) {
    int seeds = game.seedsInPlay(board);
    int lower = -seeds;
    int upper = seeds;
    int g = guess;
    int best = -1;
    int last = -1;
    solvers.get(0).setThoughts(thoughts);
    try {
      while (lower < upper) {
        int beta = Math.max(lower + 1, Math.min(upper, g));
        Answer answer = probe(board, beta, limits);
        last = answer.house();
        if (answer.value() >= beta) {
          lower = answer.value();
          best = answer.house();
          g = lower + 1;
        } else {
          upper = answer.value();
          g = upper;
        }
      }
    } finally {
      solvers.get(0).setThoughts(Thoughts.NONE);
    }
    return new Solution(lower, best >= 0 ? best : last);
  }

  /**
   * Whether the future margin of a board that is not over (from its mover) is at least {@code
   * beta}: one null-window probe.
   *
   * @throws Stopped if the limits were reached
   */
  public boolean reaches(int[] board, int beta, Limits limits) {
    int seeds = game.seedsInPlay(board);
    if (beta > seeds) {
      return false;
    }
    return beta <= -seeds || probe(board, beta, limits).value() >= beta;
  }

  /** One null-window probe by all threads; the first answer wins. */
  private Answer probe(int[] board, int beta, Limits limits) {
    AtomicBoolean done = new AtomicBoolean();
    LinkedBlockingQueue<Object> answers = new LinkedBlockingQueue<>();
    List<Future<?>> running = new ArrayList<>();
    for (KalahSolver solver : solvers) {
      int[] root = board.clone();
      running.add(
          pool.submit(
              () -> {
                try {
                  int value = solver.probe(root, beta, done, limits);
                  answers.add(new Answer(value, solver.rootMove()));
                } catch (RuntimeException e) {
                  answers.add(e);
                }
              }));
    }
    try {
      Object first = answers.take();
      done.set(true);
      for (Future<?> f : running) {
        f.get();
      }
      if (first instanceof Answer answer) {
        return answer;
      }
      throw (RuntimeException) first;
    } catch (InterruptedException e) {
      done.set(true);
      Thread.currentThread().interrupt();
      throw new Stopped();
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
