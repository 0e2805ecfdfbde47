package mancala.desktop;

import java.util.concurrent.Callable;
import mancala.rules.Perft;
import mancala.rules.Position;
import mancala.rules.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The {@code perft} command: counts move sequences from the start, with the speed. */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = {
      "Counts the move sequences of exactly <depth> plies from the start (a move that earns"
          + " another turn is one ply; a game that ends sooner counts nothing) and the moves per"
          + " second it took."
    })
final class PerftCommand implements Callable<Integer> {
  private static final int MAX_DEPTH = 40;

  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "<ruleset>", description = "A rule set, such as kalah.")
  String ruleSetName;

  @Parameters(index = "1", paramLabel = "<seeds>", description = "Seeds per house, 1 to 10.")
  int seeds;

  @Parameters(index = "2", paramLabel = "<depth>", description = "Plies, 0 to 40.")
  int depth;

  @Option(
      names = "--houses",
      paramLabel = "<n>",
      description = "Houses per side, 3 to 8 (default: ${DEFAULT-VALUE}).",
      defaultValue = "6")
  int houses;

  PerftCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    Rules rules;
    try {
      rules = Rules.of(RulesArguments.ruleSet(ruleSetName), houses);
      RulesArguments.seeds(seeds);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new ParameterException(
          spec.commandLine(), "depth must be 0 to " + MAX_DEPTH + ", not " + depth);
    }
    Position start = rules.start(seeds);
    Perft perft = new Perft(rules, depth);
    long began = System.nanoTime();
    long count = perft.count(start, depth);
    double seconds = (System.nanoTime() - began) / 1e9;
    long moves = perft.movesPlayed();
    terminal
        .out()
        .printf(
            "perft %s seeds=%d depth=%d count=%d moves=%d seconds=%.3f nps=%d%n",
            rules,
            seeds,
            depth,
            count,
            moves,
            seconds,
            seconds > 0 ? Math.round(moves / seconds) : 0);
    return 0;
  }
}
