package mancala.desktop;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.TableKey;
import mancala.ai.kalah.TablePlan;
import mancala.rules.Position;
import mancala.rules.record.DataFolder;

/**
 * The computer player's resources for the command line: the endgame tables in the user's data
 * folder, waited for with progress on standard error.
 */
final class AiSetup {
  /** Threads the endgame tables are built with. */
  static final int BUILD_THREADS = Math.max(1, Runtime.getRuntime().availableProcessors());

  private AiSetup() {}

  /** The tables of the user's data folder, telling {@code err} what goes wrong. */
  static EndgameTables tables(PrintStream err) {
    Path folder = DataFolder.forUser();
    return new EndgameTables(
        folder, TablePlan.DEFAULT, BUILD_THREADS, m -> err.println("mancala: " + m));
  }

  /**
   * The table for a position's game, of {@code seeds} seeds if given (else the default plan's),
   * printing progress on {@code err} while it is read or built.
   */
  static EndgameTable await(
      EndgameTables tables, Position p, Optional<Integer> seeds, PrintStream err)
      throws InterruptedException {
    int houses = p.layout().houses();
    TableKey planned = tables.keyFor(p.rules().ruleSet(), houses, p.seedCount());
    TableKey key = seeds.map(n -> new TableKey(planned.ruleSet(), houses, n)).orElse(planned);
    Thread reporter =
        new Thread(
            () -> {
              try {
                while (true) {
                  Thread.sleep(5000);
                  tables
                      .progress()
                      .ifPresent(
                          pr ->
                              err.printf(
                                  Locale.ROOT,
                                  "mancala: endgame table %s: %.0f%%%n",
                                  pr.key(),
                                  100 * pr.fraction()));
                }
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
            },
            "table-progress");
    reporter.setDaemon(true);
    reporter.start();
    try {
      return tables.await(key);
    } finally {
      reporter.interrupt();
    }
  }
}
