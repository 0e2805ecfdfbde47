package mancala.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mancala.ai.PlainMinimax;
import mancala.ai.kalah.BookFile;
import mancala.ai.kalah.OpeningBook;
import mancala.rules.BoardText;
import mancala.rules.Direction;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.record.TextFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The AI's commands: solve, analyze, book and tournament, in a data folder of their own. */
class AiCommandsTest {
  private static final Pattern SOLVED =
      Pattern.compile("value=([+-]?\\d+) best=(\\d) nodes=\\d+ nps=\\d+ seconds=[\\d.]+\\n");
  private static final Pattern MOVE =
      Pattern.compile("house=(\\d) value=([+-]?\\d+) proven( best)?");

  @TempDir Path data;

  @BeforeEach
  void useATemporaryDataFolder() {
    System.setProperty("mancala.data", data.toString());
  }

  @AfterEach
  void forgetIt() {
    System.clearProperty("mancala.data");
  }

  @Test
  void solveProvesTheStartsValueAndAnOptimalHouse() throws Exception {
    CommandRun run = CommandRun.of("", "solve", "kalah-either", "2", "--houses", "4");
    assertEquals(0, run.exitCode(), run.err());
    Matcher m = SOLVED.matcher(run.out());
    assertTrue(m.matches(), run.out());
    Position start = Rules.of(RuleSet.KALAH_EITHER, 4).start(2);
    PlainMinimax minimax = new PlainMinimax();
    assertEquals(minimax.value(start), Integer.parseInt(m.group(1)));
    assertEquals(minimax.value(start), minimax.moveValue(start, Integer.parseInt(m.group(2))));
    assertTrue(Files.list(data).findAny().isPresent(), "the endgame table is kept");
  }

  @Test
  void solveCountsTheStoresOfAGivenPosition() {
    String board = "0,0,1,2,20,0,1,0,3,21";
    CommandRun run =
        CommandRun.of(
            "", "solve", "kalah", "0", "--position", board, "--mover", "1", "--table-seeds", "4");
    Matcher m = SOLVED.matcher(run.out());
    assertTrue(m.matches(), run.out() + run.err());
    Position p =
        Rules.of(RuleSet.KALAH, 4).setup(BoardText.parse(board), 1, Direction.COUNTER_CLOCKWISE);
    assertEquals(new PlainMinimax().value(p), Integer.parseInt(m.group(1)));
  }

  @Test
  void analyzeValuesEveryMoveAndMarksTheBest() {
    CommandRun analyzed = CommandRun.of("", "analyze", "kalah", "2", "--houses", "4");
    Position start = Rules.of(RuleSet.KALAH, 4).start(2);
    PlainMinimax minimax = new PlainMinimax();
    String[] lines = analyzed.out().split("\n");
    assertEquals(4, lines.length, analyzed.out() + analyzed.err());
    for (String line : lines) {
      Matcher l = MOVE.matcher(line);
      assertTrue(l.matches(), line);
      int value = Integer.parseInt(l.group(2));
      assertEquals(minimax.moveValue(start, Integer.parseInt(l.group(1))), value, line);
      assertEquals(value == minimax.value(start), l.group(3) != null, line);
    }
  }

  @Test
  void outsideKalahTheGeneralSearchProvesValuesThatAnalyzeAgreesWith() {
    CommandRun solved = CommandRun.of("", "solve", "wari", "1", "--houses", "3");
    Matcher m = SOLVED.matcher(solved.out());
    assertTrue(m.matches(), solved.out() + solved.err());
    CommandRun analyzed = CommandRun.of("", "analyze", "wari", "1", "--houses", "3");
    int best = Integer.MIN_VALUE;
    for (String line : analyzed.out().split("\n")) {
      Matcher l = MOVE.matcher(line);
      assertTrue(l.matches(), line);
      best = Math.max(best, Integer.parseInt(l.group(2)));
      if (l.group(1).equals(m.group(2))) {
        assertEquals(m.group(1), l.group(2), "the value of the house solve chose");
      }
    }
    assertEquals(Integer.parseInt(m.group(1)), best);
  }

  @Test
  void theBookCommandWritesABookTheGameCanRead() throws Exception {
    Path out = data.resolve("book.txt");
    CommandRun run =
        CommandRun.of(
            "",
            "book",
            "--rules",
            "kalah-either",
            "--seeds",
            "1",
            "--decisions",
            "2",
            "--table-seeds",
            "6",
            "--out",
            out.toString());
    assertEquals(0, run.exitCode(), run.err());
    OpeningBook book = BookFile.read(TextFiles.read(out), out.toString());
    assertTrue(book.size() > 6, "the start and every first reply: " + book.size());
    assertTrue(run.out().contains("written to " + out), run.out());
  }

  @Test
  void aTournamentPrintsEveryPairAndTheRatings() {
    CommandRun run =
        CommandRun.of(
            "",
            "tournament",
            "--levels",
            "novice,easy,medium",
            "--games",
            "6",
            "--seeds",
            "2",
            "--houses",
            "4");
    assertEquals(0, run.exitCode(), run.err());
    for (String pair :
        new String[] {
          "AI NOVICE  vs AI EASY", "AI NOVICE  vs AI MEDIUM", "AI EASY    vs AI MEDIUM"
        }) {
      Matcher m = Pattern.compile(pair + " +\\+(\\d+) =(\\d+) -(\\d+) ").matcher(run.out());
      assertTrue(m.find(), pair + " in\n" + run.out());
      int games = 0;
      for (int g = 1; g <= 3; g++) {
        games += Integer.parseInt(m.group(g));
      }
      assertEquals(6, games, pair);
    }
    assertTrue(run.out().contains("adjacent levels:"), run.out());
  }

  @Test
  void theTerminalGameHasComputerPlayers() {
    CommandRun human =
        CommandRun.of("2\nquit\n", "text", "--p2", "ai-best", "--seeds", "2", "--houses", "4");
    assertEquals(0, human.exitCode(), human.err());
    assertTrue(human.out().contains("Player 2 (AI BEST): Player 2 sows cup"), human.out());

    CommandRun computers =
        CommandRun.of(
            "quit\n",
            "text",
            "--p1",
            "ai-easy",
            "--p2",
            "ai-novice",
            "--seeds",
            "2",
            "--seed",
            "3");
    assertTrue(computers.out().contains("Game over. Final: player 1 "), computers.out());
    assertRefused(CommandRun.of("", "text", "--p2", "ai-genius"), "not 'ai-genius'");
  }

  @Test
  void badArgumentsAreExplained() {
    assertRefused(CommandRun.of("", "solve", "kalah", "3", "--threads", "0"), "--threads");
    assertRefused(CommandRun.of("", "solve", "kalah", "3", "--position", "1,2,3"), "not 3 counts");
    assertRefused(CommandRun.of("", "solve", "chess", "3"), "unknown rule set 'chess'");
    assertRefused(CommandRun.of("", "tournament", "--levels", "best"), "two or more");
    assertRefused(CommandRun.of("", "tournament", "--levels", "easy,genius"), "'genius'");
    assertRefused(CommandRun.of("", "book", "--rules", "oware"), "oware");
    CommandRun damaged = CommandRun.of("", "book", "--extend", data.resolve("none").toString());
    assertEquals(1, damaged.exitCode());
    assertTrue(damaged.err().contains("none"), damaged.err());
  }

  private static void assertRefused(CommandRun run, String message) {
    assertEquals(2, run.exitCode(), run.out() + run.err());
    assertTrue(run.err().contains(message), run.err());
  }
}
