package mancala.desktop;

import java.io.IOException;
import java.util.concurrent.Callable;
import mancala.ai.kalah.BookFile;
import mancala.ai.level.Brains;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.record.GameRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code text} command: a game in the terminal for two people. */
@Command(
    name = "text",
    mixinStandardHelpOptions = true,
    description = {
      "Plays a game in the terminal: the board drawn in characters, moves typed as the cup"
          + " numbers printed around it, for two people or against the computer (--p1, --p2)."
          + " Type 'help' in the game for undo, redo, the board editor, save, load and the move"
          + " log."
    })
final class TextCommand implements Callable<Integer> {
  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Option(
      names = "--rules",
      paramLabel = "<ruleset>",
      description = "The rule set (default: ${DEFAULT-VALUE}).",
      defaultValue = "kalah")
  String ruleSetName;

  @Option(
      names = "--houses",
      paramLabel = "<n>",
      description = "Houses per side, 3 to 8 (default: ${DEFAULT-VALUE}).",
      defaultValue = "6")
  int houses;

  @Option(
      names = "--seeds",
      paramLabel = "<n>",
      description = "Seeds per house, 1 to 10 (default: the rule set's own, 4 or 6).")
  Integer seeds;

  @Option(
      names = "--p1",
      paramLabel = "<player>",
      description =
          "Who plays player 1 (bottom): human, ai-novice, ai-easy, ai-medium, ai-hard or ai-best"
              + " (default: ${DEFAULT-VALUE}).",
      defaultValue = "human")
  String first;

  @Option(
      names = "--p2",
      paramLabel = "<player>",
      description = "Who plays player 2 (top), as --p1 (default: ${DEFAULT-VALUE}).",
      defaultValue = "human")
  String second;

  @Option(
      names = "--seed",
      paramLabel = "<n>",
      description = "Seeds the computer players' randomness (default: different every game).")
  Long seed;

  TextCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws IOException {
    GameRecord record;
    Seats seats;
    try {
      RuleSet ruleSet = RulesArguments.ruleSet(ruleSetName);
      Rules rules = Rules.of(ruleSet, houses);
      int start = RulesArguments.seeds(seeds == null ? ruleSet.defaultSeeds() : seeds);
      record = GameRecord.start(rules, start);
      Brains brains = new Brains(AiSetup.tables(terminal.err()), BookFile.shipped(), 2);
      seats = Seats.of(first, second, brains, rules, seed != null ? seed : System.nanoTime());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    new TextGame(terminal, record, seats).run();
    return 0;
  }
}
