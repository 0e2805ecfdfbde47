package mancala.ai.kalah;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import mancala.rules.RuleSet;

/**
 * The endgame tables of the Kalah rule sets, made on first need: read from the data folder if a
 * sound file of exactly that table is there, otherwise built in the background (with progress) and
 * saved there for next time. A missing, damaged or foreign file is rebuilt, never trusted. Only one
 * table is kept in memory: asking for another drops it (and stops a build in progress).
 */
public final class EndgameTables implements AutoCloseable {
  /** How far the making of a table has come. */
  public record Progress(TableKey key, double fraction) {}

  private final Path folder;
  private final TablePlan plan;
  private final int threads;
  private final Consumer<String> messages;
  private final ExecutorService worker =
      Executors.newSingleThreadExecutor(
          r -> {
            Thread t = new Thread(r, "endgame-tables");
            t.setDaemon(true);
            t.setPriority(Thread.MIN_PRIORITY);
            return t;
          });
  private final Set<TableKey> failed = new HashSet<>();
  private TableKey currentKey;
  private EndgameTable current;
  private Job job;
  private boolean closed;

  /** One table being read or built. */
  private static final class Job {
    final TableKey key;
    final AtomicBoolean stop = new AtomicBoolean();
    final CompletableFuture<EndgameTable> done = new CompletableFuture<>();
    volatile double fraction;

    Job(TableKey key) {
      this.key = key;
    }
  }

  /**
   * Tables kept in {@code folder}, sized by {@code plan}, built with this many threads; what goes
   * wrong (and what is being built) is told to {@code messages} in words for people.
   */
  public EndgameTables(Path folder, TablePlan plan, int threads, Consumer<String> messages) {
    this.folder = folder;
    this.plan = plan;
    this.threads = threads;
    this.messages = messages;
  }

  /** The table a game of this rule set, board size and seeds in all calls for. */
  public TableKey keyFor(RuleSet ruleSet, int houses, int seedsInGame) {
    return new TableKey(ruleSet.id(), houses, plan.seeds(houses, seedsInGame));
  }

  /**
   * The table if it is in memory; otherwise starts making it (unless that failed before) and gives
   * nothing for now.
   */
  public synchronized Optional<EndgameTable> ready(TableKey key) {
    if (key.equals(currentKey)) {
      return Optional.of(current);
    }
    if (!closed && !failed.contains(key) && (job == null || !job.key.equals(key))) {
      start(key);
    }
    return Optional.empty();
  }

  /**
   * The table, waiting for it to be read or built.
   *
   * @throws IllegalStateException if it cannot be made (for example, not enough memory), or after
   *     {@link #close}
   * @throws InterruptedException if the waiting thread is interrupted
   */
  public EndgameTable await(TableKey key) throws InterruptedException {
    CompletableFuture<EndgameTable> future;
    synchronized (this) {
      if (key.equals(currentKey)) {
        return current;
      }
      if (closed) {
        throw new IllegalStateException("the endgame tables are closed");
      }
      failed.remove(key);
      if (job == null || !job.key.equals(key)) {
        start(key);
      }
      future = job.done;
    }
    try {
      return future.get();
    } catch (ExecutionException e) {
      throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
    }
  }

  /** What is being made now, if anything. */
  public synchronized Optional<Progress> progress() {
    return job == null ? Optional.empty() : Optional.of(new Progress(job.key, job.fraction));
  }

  /**
   * Stops any build in progress and waits (a few seconds at most) for the worker to let go of the
   * data folder; nothing is made after this.
   */
  @Override
  public void close() throws InterruptedException {
    synchronized (this) {
      closed = true;
      if (job != null) {
        job.stop.set(true);
      }
    }
    worker.shutdown();
    worker.awaitTermination(10, TimeUnit.SECONDS);
  }

  private void start(TableKey key) {
    if (job != null) {
      job.stop.set(true);
    }
    current = null;
    currentKey = null;
    Job next = new Job(key);
    job = next;
    worker.execute(() -> run(next));
  }

  private void run(Job j) {
    try {
      EndgameTable table = make(j);
      synchronized (this) {
        if (job == j) {
          current = table;
          currentKey = j.key;
          job = null;
        }
      }
      j.done.complete(table);
    } catch (InterruptedException e) {
      j.done.completeExceptionally(new IllegalStateException("stopped", e));
    } catch (OutOfMemoryError | RuntimeException e) {
      String why =
          e instanceof OutOfMemoryError
              ? "not enough memory for the endgame table of " + j.key
              : "cannot make the endgame table of " + j.key + ": " + e.getMessage();
      messages.accept(why + "; the computer plays on without it");
      synchronized (this) {
        failed.add(j.key);
        if (job == j) {
          job = null;
        }
      }
      j.done.completeExceptionally(new IllegalStateException(why, e));
    }
  }

  private EndgameTable make(Job j) throws InterruptedException {
    TableKey key = j.key;
    Path file = folder.resolve(key.fileName());
    long boards = new Ranker(key.houses(), key.seeds()).count(key.seeds());
    if (Files.exists(file)) {
      try {
        return TableFile.read(file, key.ruleSet(), key.houses(), key.seeds(), boards);
      } catch (TableFile.Refused e) {
        messages.accept("endgame table " + e.getMessage() + "; building it again");
      }
    } else if (boards > 10_000_000) {
      messages.accept(
          "building the endgame table of " + key + " (" + boards + " boards, once) in " + folder);
    }
    RuleSet ruleSet =
        RuleSet.byId(key.ruleSet())
            .orElseThrow(() -> new IllegalArgumentException("no rule set " + key.ruleSet()));
    KalahGame game =
        KalahGame.of(ruleSet, key.houses())
            .orElseThrow(() -> new IllegalArgumentException(key.ruleSet() + " has no tables"));
    EndgameTable table =
        new TableBuilder(game, key.seeds(), j.stop).build(threads, f -> j.fraction = f);
    try {
      TableFile.write(file, key.ruleSet(), key.houses(), table);
    } catch (IOException e) {
      messages.accept("cannot save the endgame table in " + file + ": " + e.getMessage());
    }
    return table;
  }
}
