package mancala.desktop;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The root command: with no command it starts the game; otherwise it names the command. */
@Command(
    name = "mancala",
    mixinStandardHelpOptions = true,
    version = "Mancala 0.1",
    description = "A retro 8-bit console recreation of the mancala games.",
    footer = {
      "",
      "Rule sets: kalah, kalah-either, kalah-empty-capture, oware, wari, wari-bidirectional,"
          + " egyptian, wari-limit, amancala.",
      "Run 'mancala <command> --help' for a command's options."
    })
final class MancalaCommand implements Callable<Integer> {
  private final Terminal terminal;

  @Spec CommandSpec spec;

  MancalaCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    spec.commandLine().usage(terminal.out());
    return 0;
  }
}
