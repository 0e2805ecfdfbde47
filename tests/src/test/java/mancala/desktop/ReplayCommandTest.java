package mancala.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The replay command's output, errors and exit code. */
class ReplayCommandTest {

  @Test
  void printsTheStartEveryMoveAndTheTotals() {
    CommandRun run = CommandRun.of("kalah 4 2 5 0\n", "replay");

    assertEquals(0, run.exitCode());
    assertEquals(
        List.of(
            "0 board=4,4,4,4,4,4,0,4,4,4,4,4,4,0 next=0 over=0 legal=0,1,2,3,4,5",
            "1 board=4,4,0,5,5,5,1,4,4,4,4,4,4,0 next=0 over=0 legal=0,1,3,4,5",
            "2 board=4,4,0,5,5,0,2,5,5,5,5,4,4,0 next=1 over=0 legal=0,1,2,3,4,5",
            "3 board=4,4,0,5,5,0,2,0,6,6,6,5,5,0 next=0 over=0 legal=0,1,3,4",
            "end final=20:28"),
        run.out().lines().toList());
  }

  @Test
  void aFinishedGameShowsNoMoverAndTheBoardBeforeTheSweep() {
    CommandRun run = CommandRun.of("kalah/3 1 0 0 1 2 0\n", "replay");

    List<String> lines = run.out().lines().toList();
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(lines.get(lines.size() - 2).endsWith("next=- over=1 legal="), run.out());
    assertEquals("5 board=0,0,0,2,0,3,1,0 next=- over=1 legal=", lines.get(5));
    assertEquals("end final=2:4", lines.get(6));
  }

  @Test
  void badLinesPrintAnErrorAndReplayGoesOn() {
    String input =
        "foo 4\n"
            + "kalah 4 2 2\n"
            + "\n"
            + "oware/9 4\n"
            + "kalah 11\n"
            + "kalah 4 x\n"
            + "kalah 4 6\n"
            + "kalah\n"
            + "kalah/3 1 0 0 1 2 0 1\n"
            + "wari/3 1 0 0 1 2 2\n";
    CommandRun run = CommandRun.of(input, "replay");

    assertEquals(1, run.exitCode());
    assertEquals(
        List.of(
            "error=unknown-rule-set ply=0",
            "error=empty-house ply=2",
            "error=bad-houses ply=0",
            "error=bad-seeds ply=0",
            "error=not-a-move ply=1",
            "error=no-such-house ply=1",
            "error=bad-seeds ply=0",
            "error=game-over ply=6",
            "error=starves-opponent ply=5"),
        run.out().lines().filter(l -> l.startsWith("error=")).toList());
    assertTrue(run.err().contains("line 1: unknown rule set 'foo'"), run.err());
    assertTrue(run.err().contains("line 4: houses must be 3 to 8, not 9"), run.err());
  }
}
