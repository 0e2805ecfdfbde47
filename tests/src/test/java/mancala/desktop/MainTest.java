package mancala.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Help for every command, and clear refusals of unknown commands and options. */
class MainTest {

  @ParameterizedTest
  @ValueSource(strings = {"replay", "perft", "text"})
  void everyCommandHasHelp(String command) {
    CommandRun run = CommandRun.of("", command, "--help");

    assertEquals(0, run.exitCode());
    assertTrue(run.out().startsWith("Usage: mancala " + command), run.out());
  }

  @Test
  void theRootHelpListsTheCommands() {
    CommandRun run = CommandRun.of("", "--help");

    assertEquals(0, run.exitCode());
    for (String command : new String[] {"replay", "perft", "text"}) {
      assertTrue(run.out().contains("  " + command + " "), run.out());
    }
  }

  @Test
  void unknownCommandsAndOptionsAreRefused() {
    CommandRun command = CommandRun.of("", "play-chess");
    assertEquals(2, command.exitCode());
    assertTrue(command.err().contains("Unmatched argument at index 0: 'play-chess'"));

    CommandRun option = CommandRun.of("", "replay", "--fast");
    assertEquals(2, option.exitCode());
    assertTrue(option.err().contains("Unknown option: '--fast'"), option.err());
  }
}
