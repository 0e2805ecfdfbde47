package mancala.desktop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import mancala.console.PadScript;
import mancala.console.game.ComputerPlayers;
import mancala.console.game.Controller;
import mancala.console.game.Lineup;
import mancala.console.game.MancalaCartridge;
import mancala.console.game.PreferencesFile;
import mancala.console.game.Settings;
import mancala.rules.record.DataFolder;
import mancala.video.RunOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The root command: with no command it opens the game window; the options script a run. */
@Command(
    name = "mancala",
    mixinStandardHelpOptions = true,
    version = "Mancala 0.1",
    description = {
      "A retro 8-bit console recreation of the mancala games.",
      "With no command, opens the game window. Keys: port 1 arrows, Z = A, X = B, Enter = START,"
          + " Right Shift = SELECT; port 2 W/A/S/D, G = A, H = B; console F2 = OPTION,"
          + " F3 = SELECT, F4 = START, F5 = RESET; F11 or Alt+Enter = fullscreen. USB gamepads:"
          + " D-pad or left stick, A, B, START, Back = SELECT, Y = OPTION; SELECT on the title"
          + " rebinds them. Settings live in the data folder (-Dmancala.data=<folder> moves it)."
    },
    footer = {
      "",
      "Rule sets: kalah, kalah-either, kalah-empty-capture, oware, wari, wari-bidirectional,"
          + " egyptian, wari-limit, amancala.",
      "Run 'mancala <command> --help' for a command's options."
    })
final class MancalaCommand implements Callable<Integer> {
  /** The player's settings file, in the settings folder. */
  static final String SETTINGS_FILE = "settings.txt";

  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Option(
      names = "--script",
      paramLabel = "<file>",
      description = "Drives the pads from a pad script (one tick per frame).")
  Path script;

  @Option(
      names = "--ticks",
      paramLabel = "<n>",
      description = "Runs n ticks (one per frame), writes the screenshots, and exits.")
  Long ticks;

  @Option(
      names = "--screenshot",
      paramLabel = "<png>",
      description = "With --ticks: writes the last 256x240 frame as PNG.")
  Path screenshot;

  @Option(
      names = "--window-screenshot",
      paramLabel = "<png>",
      description = "With --ticks: writes the whole window, scaled, as PNG.")
  Path windowScreenshot;

  @Option(
      names = "--frame-times",
      paramLabel = "<file>",
      description = "With --ticks: writes every frame time and prints the median and p99.")
  Path frameTimes;

  @Option(
      names = "--seed",
      paramLabel = "<n>",
      description = "Seeds the console's randomness (default: different every run).")
  Long seed;

  @Option(
      names = "--scale",
      paramLabel = "<n>",
      description = "Opens the window at n times 256x240, 1 to 8 (default: ${DEFAULT-VALUE}).",
      defaultValue = "3")
  int scale;

  @Option(
      names = "--p1",
      paramLabel = "<player>",
      description =
          "Who plays player 1 (bottom): gamepad1, gamepad2, ai-novice, ai-easy, ai-medium,"
              + " ai-hard or ai-best (default: ${DEFAULT-VALUE}).",
      defaultValue = "gamepad1")
  String first;

  @Option(
      names = "--p2",
      paramLabel = "<player>",
      description = "Who plays player 2 (top), as --p1 (default: ${DEFAULT-VALUE}).",
      defaultValue = "gamepad2")
  String second;

  MancalaCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    RunOptions options = options();
    Lineup lineup = new Lineup(controller("--p1", first), controller("--p2", second));
    ComputerPlayers computers = WindowPlayers.create(terminal.err());
    Settings settings =
        Settings.load(
            new PreferencesFile(options.settingsFolder().resolve(SETTINGS_FILE)),
            m -> terminal.err().println("mancala: " + m));
    try {
      GameWindow.run(
          options,
          scale,
          (art, ports) ->
              new MancalaCartridge(art, options.seed(), lineup, computers, ports, settings));
    } catch (IllegalStateException e) {
      terminal.err().println("mancala: " + e.getMessage());
      return 1;
    }
    return 0;
  }

  private RunOptions options() {
    if (scale < 1 || scale > 8) {
      throw new ParameterException(spec.commandLine(), "--scale must be 1 to 8, not " + scale);
    }
    if (ticks == null && (screenshot != null || windowScreenshot != null || frameTimes != null)) {
      throw new ParameterException(
          spec.commandLine(), "--screenshot, --window-screenshot and --frame-times need --ticks");
    }
    if (ticks != null && ticks < 1) {
      throw new ParameterException(spec.commandLine(), "--ticks must be at least 1");
    }
    return new RunOptions(
        Optional.ofNullable(script).map(this::readScript),
        ticks == null ? OptionalLong.empty() : OptionalLong.of(ticks),
        Optional.ofNullable(screenshot),
        Optional.ofNullable(windowScreenshot),
        Optional.ofNullable(frameTimes),
        seed != null ? seed : System.nanoTime(),
        DataFolder.forUser());
  }

  private Controller controller(String option, String name) {
    return Controller.byId(name)
        .orElseThrow(
            () ->
                new ParameterException(
                    spec.commandLine(),
                    option + " must be one of " + Controller.ids() + ", not '" + name + "'"));
  }

  private PadScript readScript(Path file) {
    try {
      return PadScript.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
    } catch (NoSuchFileException e) {
      throw new ParameterException(spec.commandLine(), file + ": no such file");
    } catch (IOException e) {
      throw new ParameterException(
          spec.commandLine(), file + ": cannot be read: " + e.getMessage());
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }
}
