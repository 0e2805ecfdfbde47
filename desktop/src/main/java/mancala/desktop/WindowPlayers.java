package mancala.desktop;

import java.io.PrintStream;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import mancala.ai.Budget;
import mancala.ai.Level;
import mancala.ai.kalah.BookFile;
import mancala.ai.level.Brains;
import mancala.console.game.ComputerPlayers;

/** The computer's players of the game window: one worker thread, BEST thinking a second a move. */
final class WindowPlayers {
  /** BEST's time for a move in the game. */
  static final Budget BEST_THINKING = Budget.millis(1000);

  /** Threads BEST proves with. */
  static final int THREADS = 2;

  private WindowPlayers() {}

  /** Players whose problems are told to {@code err}. */
  static ComputerPlayers create(PrintStream err) {
    Brains brains = new Brains(AiSetup.tables(err), BookFile.shipped(), THREADS);
    ExecutorService worker =
        Executors.newSingleThreadExecutor(
            r -> {
              Thread t = new Thread(r, "computer-player");
              t.setDaemon(true);
              return t;
            });
    return new ComputerPlayers(
        brains,
        worker,
        level -> level == Level.BEST ? BEST_THINKING : Budget.UNLIMITED,
        System::nanoTime,
        m -> err.println("mancala: " + m));
  }
}
