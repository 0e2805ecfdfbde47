package mancala.console.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.concurrent.Executor;
import mancala.ai.Budget;
import mancala.ai.Level;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.OpeningBook;
import mancala.ai.kalah.TablePlan;
import mancala.ai.level.Brains;

/**
 * Computer players for headless console tests: they think on the console's own thread (so a run is
 * the same every time), BEST within a node budget, with small endgame tables in a temporary folder
 * and no opening book.
 */
public final class TestComputers {
  /** BEST's budget in tests. */
  public static final Budget BEST_NODES = Budget.nodes(200_000);

  private TestComputers() {}

  /** Players thinking on the calling thread. */
  public static ComputerPlayers direct() {
    return on(Runnable::run);
  }

  /** Players thinking on an executor of the test's (which may hold the thinking back). */
  public static ComputerPlayers on(Executor executor) {
    try {
      EndgameTables tables =
          new EndgameTables(
              Files.createTempDirectory("mancala-tables"),
              new TablePlan(1_000_000),
              1,
              message -> {});
      return new ComputerPlayers(
          new Brains(tables, new OpeningBook(), 1),
          executor,
          level -> level == Level.BEST ? BEST_NODES : Budget.UNLIMITED,
          System::nanoTime,
          message -> {
            throw new AssertionError(message);
          });
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
