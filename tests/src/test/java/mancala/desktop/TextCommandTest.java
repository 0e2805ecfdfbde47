package mancala.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The terminal game, driven through standard input. */
class TextCommandTest {
  @TempDir Path dir;

  @Test
  void drawsTheBoardAndPlaysTypedCups() {
    CommandRun run = CommandRun.of("3\n6\n8\nquit\n", "text");

    assertEquals(0, run.exitCode());
    assertTrue(run.out().contains("     12   11   10    9    8    7"), run.out());
    assertTrue(run.out().contains("|    |  4 |  4 |  4 |  4 |  4 |  4 |    |"));
    assertTrue(run.out().contains("Player 1 sows cup 3 (4 seeds): extra turn"));
    assertTrue(run.out().contains("Player 2 sows cup 8 (5 seeds): extra turn"));
    assertTrue(run.out().contains("Player 2 (top) to move, cups 7-12 >"));
  }

  @Test
  void refusesBadInputAndKeepsGoing() {
    CommandRun run = CommandRun.of("9\n0\nhello\n3\n3\nundo\nundo\nredo\nredo\nredo\n", "text");

    assertTrue(run.out().contains("Cup 9 is not yours"), run.out());
    assertTrue(run.out().contains("'0' is neither a cup number nor a command"));
    assertTrue(run.out().contains("'hello' is neither a cup number nor a command"));
    assertTrue(run.out().contains("You cannot sow cup 3: that house is empty."));
    assertTrue(run.out().contains("Nothing to undo."));
    assertTrue(run.out().contains("Nothing to redo."));
    assertEquals(0, run.exitCode());
  }

  @Test
  void savesLoadsLogsAndEdits() throws Exception {
    Path save = dir.resolve("game.save");
    Path log = dir.resolve("game.log");
    CommandRun first =
        CommandRun.of(
            "1\nedit\n7 S1\n7 1\nnext 1\ndone\nsave " + save + "\nlog " + log + "\nquit\n",
            "text",
            "--rules",
            "oware",
            "--houses",
            "4",
            "--seeds",
            "3");
    assertTrue(first.out().contains("Wrote " + save), first.out());
    assertTrue(Files.readString(log).contains("Board set up: board="), Files.readString(log));

    CommandRun second = CommandRun.of("load " + save + "\nquit\n", "text");
    assertTrue(second.out().contains("Loaded " + save + ": oware, 4 houses a side"), second.out());
    assertTrue(second.out().contains("Player 1 (bottom) to move, cups 1-4 >"), second.out());

    Files.writeString(save, "not a game");
    CommandRun damaged = CommandRun.of("load " + save + "\nquit\n", "text");
    assertTrue(
        damaged.out().contains("Cannot load: " + save + ": line 1: not a Mancala saved game"),
        damaged.out());
  }

  @Test
  void badOptionsAreExplained() {
    CommandRun run = CommandRun.of("", "text", "--rules", "chess");

    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("unknown rule set 'chess'"), run.err());
  }
}
