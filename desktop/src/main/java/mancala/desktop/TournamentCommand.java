package mancala.desktop;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import mancala.ai.Budget;
import mancala.ai.Level;
import mancala.ai.kalah.BookFile;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.KalahGame;
import mancala.ai.level.Brains;
import mancala.ai.tournament.Crosstable;
import mancala.ai.tournament.RoundRobin;
import mancala.rules.Rules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code tournament} command: a round robin between the computer's levels. */
@Command(
    name = "tournament",
    mixinStandardHelpOptions = true,
    description = {
      "Plays a round robin between levels: every pair plays --games games, each side moving first"
          + " in half of them, cycling through the seed counts. Prints each pair's wins, draws and"
          + " losses, the crosstable and Elo ratings (maximum likelihood, the first level at 0)."
    })
final class TournamentCommand implements Callable<Integer> {
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
      description = "Houses per side (default: ${DEFAULT-VALUE}).",
      defaultValue = "6")
  int houses;

  @Option(
      names = "--seeds",
      paramLabel = "<n>",
      split = ",",
      description = "Seed counts to cycle through (default: ${DEFAULT-VALUE}).",
      defaultValue = "3,4")
  List<Integer> seeds;

  @Option(
      names = "--levels",
      paramLabel = "<level>",
      split = ",",
      description = "Levels taking part (default: ${DEFAULT-VALUE}).",
      defaultValue = "novice,easy,medium,hard,best")
  List<String> levelNames;

  @Option(
      names = "--games",
      paramLabel = "<n>",
      description = "Games per pair (default: ${DEFAULT-VALUE}).",
      defaultValue = "200")
  int games;

  @Option(
      names = "--best-millis",
      paramLabel = "<ms>",
      description = "BEST's time for a move (default: ${DEFAULT-VALUE}).",
      defaultValue = "1000")
  long bestMillis;

  @Option(
      names = "--parallel",
      paramLabel = "<n>",
      description = "Games played at once (default: ${DEFAULT-VALUE}).",
      defaultValue = "2")
  int parallel;

  TournamentCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws InterruptedException {
    Rules rules;
    List<Level> levels = new ArrayList<>();
    try {
      rules = Rules.of(RulesArguments.ruleSet(ruleSetName), houses);
      seeds.forEach(RulesArguments::seeds);
      for (String name : levelNames) {
        levels.add(
            Level.byName(name)
                .orElseThrow(
                    () ->
                        new IllegalArgumentException(
                            "unknown level '"
                                + name
                                + "' (known: novice, easy, medium, hard, best)")));
      }
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    if (levels.size() < 2 || levels.stream().distinct().count() != levels.size()) {
      throw new ParameterException(
          spec.commandLine(), "--levels needs two or more different levels");
    }
    if (games < 1 || parallel < 1 || bestMillis < 1) {
      throw new ParameterException(
          spec.commandLine(), "--games, --parallel and --best-millis must be at least 1");
    }
    EndgameTables tables = AiSetup.tables(terminal.err());
    if (levels.contains(Level.BEST) && KalahGame.of(rules.ruleSet(), houses).isPresent()) {
      int most = seeds.stream().mapToInt(Integer::intValue).max().orElseThrow();
      AiSetup.await(tables, rules.start(most), java.util.Optional.empty(), terminal.err());
    }
    Brains brains = new Brains(tables, BookFile.shipped(), 1);
    RoundRobin robin =
        new RoundRobin(
            brains,
            rules,
            seeds,
            games,
            level -> level == Level.BEST ? Budget.millis(bestMillis) : Budget.UNLIMITED);
    terminal
        .out()
        .printf(
            Locale.ROOT,
            "tournament: %s, seeds %s, %d games a pair, BEST %d ms a move%n",
            rules,
            seeds,
            games,
            bestMillis);
    long began = System.nanoTime();
    Crosstable table = robin.run(levels, parallel, line -> terminal.out().println(line));
    terminal.out().println();
    terminal.out().print(table.render());
    terminal.out().printf(Locale.ROOT, "%.0f s%n", (System.nanoTime() - began) / 1e9);
    return 0;
  }
}
