package mancala.ai.kalah;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.DoubleConsumer;

/**
 * Computes an {@link EndgameTable}: every board of at most N seeds, in rank order, by one ply of
 * search whose children are looked up (a child holds no more seeds than its parent; one that is not
 * known yet is computed first, recursively). Several threads share the work in chunks of ranks.
 */
public final class TableBuilder {
  private static final int CHUNK = 1 << 18;

  private final KalahGame prototype;
  private final int seeds;
  private final Ranker ranker;
  private final byte[] values;
  private final AtomicLong nextChunk = new AtomicLong();
  private final AtomicLong done = new AtomicLong();
  private final AtomicBoolean stop;

  /** A builder for boards of a game holding at most {@code seeds} seeds. */
  public TableBuilder(KalahGame game, int seeds, AtomicBoolean stop) {
    this.prototype = game;
    this.seeds = seeds;
    this.ranker = new Ranker(game.houses(), seeds);
    long count = ranker.count(seeds);
    if (count > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(count + " boards are too many for one table");
    }
    this.values = new byte[(int) count];
    this.stop = stop;
  }

  /** The boards the table will hold. */
  public long size() {
    return values.length;
  }

  /**
   * Builds the table with this many threads, telling {@code progress} the fraction done now and
   * then (from the calling thread).
   *
   * @throws InterruptedException if the stop flag is raised or the thread is interrupted
   */
  public EndgameTable build(int threads, DoubleConsumer progress) throws InterruptedException {
    Arrays.fill(values, EndgameTable.UNKNOWN);
    values[0] = 0;
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      Thread worker = new Thread(new Worker(), "endgame-table-" + t);
      worker.setDaemon(true);
      workers.add(worker);
      worker.start();
    }
    try {
      for (Thread worker : workers) {
        while (worker.isAlive()) {
          worker.join(250);
          progress.accept(Math.min(1.0, (double) done.get() / values.length));
          if (stop.get()) {
            throw new InterruptedException("endgame table build stopped");
          }
        }
      }
      if (stop.get()) {
        throw new InterruptedException("endgame table build stopped");
      }
    } catch (InterruptedException e) {
      stop.set(true);
      for (Thread worker : workers) {
        worker.join();
      }
      throw e;
    }
    progress.accept(1.0);
    return new EndgameTable(seeds, values);
  }

  /** One thread's share: whole chunks of consecutive ranks. */
  private final class Worker implements Runnable {
    private final KalahGame game = prototype.copy();
    private final int length = game.length();
    private final int[][][] children = new int[KalahSolver.MAX_PLY][game.houses()][length];
    private final int[] board = new int[length];

    @Override
    public void run() {
      long total = values.length;
      int k = 2 * game.houses();
      int[] bars = new int[k];
      for (long start = nextChunk.getAndAdd(CHUNK);
          start < total;
          start = nextChunk.getAndAdd(CHUNK)) {
        if (stop.get()) {
          return;
        }
        long end = Math.min(total, start + CHUNK);
        ranker.unrank(start, board);
        toBars(board, bars);
        for (long rank = start; rank < end; rank++) {
          if (values[(int) rank] == EndgameTable.UNKNOWN) {
            values[(int) rank] = (byte) compute(board, 0);
          }
          if (rank + 1 < end) {
            next(bars, board);
          }
        }
        done.addAndGet(end - start);
      }
    }

    /** The value of a board, computing unknown children first. */
    private int compute(int[] b, int depth) {
      if (game.isOver(b)) {
        return game.overValue(b);
      }
      int best = Integer.MIN_VALUE;
      int[][] kids = children[depth];
      for (int h = 0; h < game.houses(); h++) {
        if (b[h] == 0) {
          continue;
        }
        int code = game.play(b, h, kids[h]);
        int gain = code >> 2;
        int v;
        if ((code & KalahGame.TERMINAL) != 0) {
          v = gain;
        } else {
          int rank = (int) ranker.rank(kids[h]);
          int child = values[rank];
          if (child == EndgameTable.UNKNOWN) {
            child = compute(kids[h], depth + 1);
            values[rank] = (byte) child;
          }
          v = (code & KalahGame.EXTRA_TURN) != 0 ? gain + child : gain - child;
        }
        best = Math.max(best, v);
      }
      return best;
    }

    private void toBars(int[] b, int[] bars) {
      int position = -1;
      int n = game.houses();
      for (int i = 0; i < bars.length; i++) {
        position += b[i < n ? i : i + 1] + 1;
        bars[i] = position;
      }
    }

    /** Moves to the placement of the next rank (colex successor of the bar positions). */
    private void next(int[] bars, int[] b) {
      int k = bars.length;
      int i = 0;
      while (i < k - 1 && bars[i] + 1 == bars[i + 1]) {
        i++;
      }
      bars[i]++;
      for (int j = 0; j < i; j++) {
        bars[j] = j;
      }
      int n = game.houses();
      int previous = -1;
      for (int j = 0; j < k; j++) {
        b[j < n ? j : j + 1] = bars[j] - previous - 1;
        previous = bars[j];
      }
    }
  }
}
