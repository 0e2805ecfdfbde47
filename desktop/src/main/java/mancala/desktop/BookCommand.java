package mancala.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import mancala.ai.kalah.BookBuilder;
import mancala.ai.kalah.BookFile;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.KalahGame;
import mancala.ai.kalah.OpeningBook;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.record.FormatException;
import mancala.rules.record.TextFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code book} command: computes the opening book that BEST plays from. */
@Command(
    name = "book",
    mixinStandardHelpOptions = true,
    description = {
      "Computes, with the solver, the proven best move of every position BEST can face in its"
          + " first decisions (moving first or second, whatever the opponent plays) and writes"
          + " the opening book. The game ships the book made by the defaults as"
          + " assets/ai/opening-book.txt."
    })
final class BookCommand implements Callable<Integer> {
  private static final int HOUSES = 6;

  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Option(
      names = "--out",
      paramLabel = "<file>",
      description = "Where to write the book (default: ${DEFAULT-VALUE}).",
      defaultValue = "opening-book.txt")
  Path out;

  @Option(
      names = "--rules",
      paramLabel = "<ruleset>",
      split = ",",
      description = "Kalah rule sets (default: ${DEFAULT-VALUE}).",
      defaultValue = "kalah,kalah-either,kalah-empty-capture")
  List<String> ruleSets;

  @Option(
      names = "--seeds",
      paramLabel = "<n>",
      split = ",",
      description = "Seeds per house (default: ${DEFAULT-VALUE}).",
      defaultValue = "3,4")
  List<Integer> seeds;

  @Option(
      names = "--decisions",
      paramLabel = "<n>",
      description = "BEST's decisions covered, 1 to 6 (default: ${DEFAULT-VALUE}).",
      defaultValue = "5")
  int decisions;

  @Option(
      names = "--extend",
      paramLabel = "<file>",
      description = "Starts from this book, keeping its entries and solving only what is new.")
  Path extend;

  @Mixin SearchOptions search;

  BookCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws InterruptedException {
    if (decisions < 1 || decisions > 6) {
      throw new ParameterException(spec.commandLine(), "--decisions must be 1 to 6");
    }
    AnalysisArguments.check(spec, search.threads, search.tableSeeds, null);
    for (int s : seeds) {
      try {
        RulesArguments.seeds(s);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage());
      }
    }
    List<RuleSet> sets = ruleSets.stream().map(this::kalahRuleSet).toList();
    EndgameTables tables = AiSetup.tables(terminal.err());
    OpeningBook book;
    try {
      book =
          extend == null
              ? new OpeningBook()
              : BookFile.read(TextFiles.read(extend), extend.toString());
    } catch (FormatException e) {
      terminal.err().println("book: " + e.getMessage());
      return 1;
    }
    long began = System.nanoTime();
    StringBuilder report = new StringBuilder();
    for (RuleSet ruleSet : sets) {
      for (int s : seeds) {
        Rules rules = Rules.of(ruleSet, HOUSES);
        EndgameTable table =
            AiSetup.await(
                tables, rules.start(s), Optional.ofNullable(search.tableSeeds), terminal.err());
        try (BookBuilder builder =
            new BookBuilder(ruleSet, HOUSES, table, search.threads, 23, terminal.err()::println)) {
          for (BookBuilder.LevelReport r : builder.add(book, s, decisions)) {
            report.append(
                String.format(
                    Locale.ROOT,
                    "%s %d seeds, decision %d: %d positions, mean %.2f s, max %.2f s%n",
                    ruleSet.id(),
                    s,
                    r.decision(),
                    r.positions(),
                    r.meanSeconds(),
                    r.maxSeconds()));
          }
        }
      }
    }
    double took = (System.nanoTime() - began) / 1e9;
    String text =
        BookFile.write(
            book,
            "Made by 'mancala book "
                + String.join(" ", spec.commandLine().getParseResult().originalArgs())
                + "': proven best houses\n(0 = farthest from the mover's store)"
                + " and future margins of "
                + book.size()
                + " positions, 6 houses a side.");
    try {
      TextFiles.writeAtomically(out, text);
    } catch (IOException e) {
      terminal.err().println("book: cannot write " + out + ": " + e.getMessage());
      return 1;
    }
    terminal.out().print(report);
    terminal
        .out()
        .printf(
            Locale.ROOT,
            "book: %d positions, %d bytes, %.0f s, written to %s%n",
            book.size(),
            text.getBytes(StandardCharsets.UTF_8).length,
            took,
            out);
    return 0;
  }

  private RuleSet kalahRuleSet(String name) {
    try {
      RuleSet r = RulesArguments.ruleSet(name);
      if (KalahGame.of(r, HOUSES).isEmpty()) {
        throw new IllegalArgumentException(name + " is not one of the Kalah rule sets");
      }
      return r;
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
