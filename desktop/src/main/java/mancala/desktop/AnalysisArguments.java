package mancala.desktop;

import java.io.PrintStream;
import java.util.Optional;
import mancala.ai.kalah.EndgameTable;
import mancala.ai.kalah.EndgameTables;
import mancala.ai.kalah.KalahGame;
import mancala.rules.Position;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/** The checks and set-up {@code solve} and {@code analyze} share. */
final class AnalysisArguments {
  private AnalysisArguments() {}

  /** The position the arguments name, or a parameter error saying what is wrong. */
  static Position position(CommandSpec spec, String ruleSetName, int seeds, PositionOptions where) {
    try {
      return where.position(RulesArguments.ruleSet(ruleSetName), seeds);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** Checks the thread count, the table's seeds and the time limit. */
  static void check(CommandSpec spec, int threads, Integer tableSeeds, Double seconds) {
    if (threads < 1 || threads > 64) {
      throw new ParameterException(spec.commandLine(), "--threads must be 1 to 64, not " + threads);
    }
    if (tableSeeds != null && (tableSeeds < 0 || tableSeeds > 30)) {
      throw new ParameterException(
          spec.commandLine(), "--table-seeds must be 0 to 30, not " + tableSeeds);
    }
    if (seconds != null && !(seconds > 0)) {
      throw new ParameterException(spec.commandLine(), "--seconds must be more than 0");
    }
  }

  /** The endgame table for the position's game if it is Kalah, or none. */
  static EndgameTable tableFor(
      Position p, EndgameTables tables, Optional<Integer> seeds, PrintStream err)
      throws InterruptedException {
    if (KalahGame.of(p.rules().ruleSet(), p.layout().houses()).isEmpty()) {
      return EndgameTable.none();
    }
    if (seeds.isPresent() && seeds.get() == 0) {
      return EndgameTable.none();
    }
    return AiSetup.await(tables, p, seeds, err);
  }
}
