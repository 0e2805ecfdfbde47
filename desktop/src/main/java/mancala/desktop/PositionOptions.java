package mancala.desktop;

import mancala.rules.BoardText;
import mancala.rules.Direction;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import picocli.CommandLine.Option;

/** The options that name a position: a start with some seeds, or a board and its mover. */
final class PositionOptions {
  @Option(
      names = "--houses",
      paramLabel = "<n>",
      description = "Houses per side of the start, 3 to 8 (default: ${DEFAULT-VALUE}).",
      defaultValue = "6")
  int houses;

  @Option(
      names = "--position",
      paramLabel = "<board>",
      description =
          "A board in the replay format instead of the start: player 0's houses, store, player"
              + " 1's houses, store, such as 0,0,0,0,1,2,20,0,0,1,0,0,3,21.")
  String board;

  @Option(
      names = "--mover",
      paramLabel = "<0|1>",
      description = "With --position: the player to move (default: ${DEFAULT-VALUE}).",
      defaultValue = "0")
  int mover;

  /**
   * The position named: the start with {@code seeds} a house, or the board given.
   *
   * @throws IllegalArgumentException saying what is wrong
   */
  Position position(RuleSet ruleSet, int seeds) {
    if (board == null) {
      RulesArguments.seeds(seeds);
      return Rules.of(ruleSet, houses).start(seeds);
    }
    int[] pits = BoardText.parse(board);
    Rules rules = Rules.of(ruleSet, pits.length / 2 - 1);
    return rules.setup(pits, mover, Direction.COUNTER_CLOCKWISE);
  }
}
