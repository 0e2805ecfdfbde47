package mancala.desktop;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** The launcher of {@code mancala.jar}: the game window, or a command-line tool. */
public final class Main {
  private Main() {}

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(run(args, Terminal.system()));
  }

  /** Runs the command line on these streams and returns the exit code. */
  public static int run(String[] args, Terminal terminal) {
    CommandLine line = new CommandLine(new MancalaCommand(terminal));
    line.addSubcommand(new ReplayCommand(terminal));
    line.addSubcommand(new PerftCommand(terminal));
    line.addSubcommand(new TextCommand(terminal));
    line.addSubcommand(new SolveCommand(terminal));
    line.addSubcommand(new AnalyzeCommand(terminal));
    line.addSubcommand(new BookCommand(terminal));
    line.addSubcommand(new TournamentCommand(terminal));
    line.addSubcommand(new BenchCommand(terminal));
    line.addSubcommand(new SfxCommand(terminal));
    line.setOut(new PrintWriter(terminal.out(), true, StandardCharsets.UTF_8));
    line.setErr(new PrintWriter(terminal.err(), true, StandardCharsets.UTF_8));
    return line.execute(args);
  }
}
