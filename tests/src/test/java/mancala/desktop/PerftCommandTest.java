package mancala.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import mancala.rules.Perft;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;

/** The perft command. */
class PerftCommandTest {

  @Test
  void countsTheSequencesTheEngineCounts() {
    CommandRun run = CommandRun.of("", "perft", "oware", "4", "5", "--houses", "5");

    Rules rules = Rules.of(RuleSet.OWARE, 5);
    long expected = new Perft(rules, 5).count(rules.start(4), 5);
    assertEquals(0, run.exitCode());
    assertTrue(run.out().startsWith("perft oware/5 seeds=4 depth=5 count=" + expected + " "));
    assertTrue(run.out().contains(" nps="));
  }

  @Test
  void theFirstPliesOfKalahAreTheKnownOnes() {
    // Six first moves; house 2 earns another turn, giving five more sequences of two.
    assertTrue(CommandRun.of("", "perft", "kalah", "4", "1").out().contains(" count=6 "));
    assertTrue(CommandRun.of("", "perft", "kalah", "4", "2").out().contains(" count=35 "));
  }

  @Test
  void badArgumentsAreExplained() {
    CommandRun unknown = CommandRun.of("", "perft", "chess", "4", "3");
    assertEquals(2, unknown.exitCode());
    assertTrue(unknown.err().contains("unknown rule set 'chess' (known: kalah,"), unknown.err());

    assertTrue(CommandRun.of("", "perft", "kalah", "0", "3").err().contains("1 to 10, not 0"));
    assertTrue(CommandRun.of("", "perft", "kalah", "4", "99").err().contains("0 to 40"));
    assertTrue(
        CommandRun.of("", "perft", "kalah", "4", "2", "--houses", "2")
            .err()
            .contains("3 to 8, not 2"));
    assertTrue(CommandRun.of("", "perft", "kalah", "four", "2").err().contains("'four'"));
    assertEquals(2, CommandRun.of("", "perft", "kalah").exitCode());
  }
}
