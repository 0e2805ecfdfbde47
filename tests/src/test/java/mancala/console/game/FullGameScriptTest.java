package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import mancala.console.ConsoleDriver;
import mancala.console.PadScript;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;

/**
 * {@code bench/full-game.pad}, the pad script of a whole game at FULL animation speed that the
 * frame-time benchmark plays, must still play that whole game. Run with {@code
 * -Dmancala.regenerate=true} to write it anew after the cartridge's timing changes.
 */
class FullGameScriptTest {
  /** The console seed the script is recorded with (pass it as --seed). */
  static final long CONSOLE_SEED = 5;

  static final Path SCRIPT =
      Path.of(System.getProperty("user.dir")).resolve("../bench/full-game.pad");

  @Test
  void theBenchmarkScriptPlaysAWholeGame() throws IOException {
    if (Boolean.getBoolean("mancala.regenerate")) {
      Files.writeString(SCRIPT, record());
    }
    PadScript script = PadScript.parse(Files.readString(SCRIPT), SCRIPT.toString());
    ConsoleDriver driver = new ConsoleDriver(CONSOLE_SEED);
    while (driver.console().ticks() <= script.lastTick() + 600) {
      script.apply(driver.console().ticks(), driver.console().controls());
      driver.run(1);
    }
    assertTrue(MatchDriver.gameOver(driver.frame()), driver.frame().rowText(24));
    assertEquals(record(), Files.readString(SCRIPT), "regenerate with -Dmancala.regenerate=true");
  }

  private static String record() {
    Rules rules = Rules.of(TitleScreen.RULES, TitleScreen.HOUSES);
    Position p = rules.start(TitleScreen.SEEDS);
    SplittableRandom random = new SplittableRandom(3);
    List<Integer> moves = new ArrayList<>();
    while (!p.isOver()) {
      int move = RandomGames.randomMove(p, random);
      moves.add(move);
      rules.play(p, move);
    }
    ConsoleDriver driver = new ConsoleDriver(CONSOLE_SEED);
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    match.playGame(moves);
    return "# A whole game of Kalah at FULL animation speed, for the frame-time benchmark.\n"
        + "# Play it with --seed "
        + CONSOLE_SEED
        + "; written by FullGameScriptTest.\n"
        + driver.script();
  }
}
