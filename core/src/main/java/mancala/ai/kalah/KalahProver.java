package mancala.ai.kalah;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

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
  private final AtomicBoolean stop;

  /** A prover with this many threads over a shared table. */
  public KalahProver(
      KalahGame game,
      Ranker ranker,
      TranspositionTable table,
      EndgameTable endgame,
      int threads,
      AtomicBoolean stop) {
    this.game = game.copy();
    this.stop = stop;
    BusyTable busy = threads > 1 ? new BusyTable() : null;
    for (int t = 0; t < threads; t++) {
      solvers.add(new KalahSolver(game.copy(), ranker, table, endgame, stop, busy));
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
   * The exact future margin of a board (from its mover), starting from a guess.
   *
   * @throws KalahSolver.Stopped if the stop flag was raised
   */
  public int solve(int[] board, int guess) {
    if (game.isOver(board)) {
      return game.overValue(board);
    }
    int seeds = game.seedsInPlay(board);
    int lower = -seeds;
    int upper = seeds;
    int g = guess;
    while (lower < upper) {
      int beta = Math.max(lower + 1, Math.min(upper, g));
      int result = probe(board, beta);
      if (result >= beta) {
        lower = result;
        g = lower + 1;
      } else {
        upper = result;
        g = upper;
      }
    }
    return lower;
  }

  /** One null-window probe by all threads; the first answer wins. */
  private int probe(int[] board, int beta) {
    AtomicBoolean done = new AtomicBoolean();
    LinkedBlockingQueue<Object> answers = new LinkedBlockingQueue<>();
    List<java.util.concurrent.Future<?>> running = new ArrayList<>();
    for (KalahSolver solver : solvers) {
      int[] root = board.clone();
      running.add(
          pool.submit(
              () -> {
                try {
                  answers.add(solver.probe(root, beta, done));
                } catch (RuntimeException e) {
                  answers.add(e);
                }
              }));
    }
    try {
      Object first = answers.poll(365, TimeUnit.DAYS);
      done.set(true);
      for (java.util.concurrent.Future<?> f : running) {
        f.get();
      }
      if (first instanceof Integer value) {
        return value;
      }
      throw (RuntimeException) first;
    } catch (InterruptedException e) {
      stop.set(true);
      Thread.currentThread().interrupt();
      throw new KalahSolver.Stopped();
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
