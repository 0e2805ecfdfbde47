package mancala.desktop;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import mancala.audio.SoundLibrary;
import mancala.audio.synth.Apu;
import mancala.audio.synth.WavFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The {@code sfx} command: renders one of the console's sounds to a WAV file, or lists them. */
@Command(
    name = "sfx",
    mixinStandardHelpOptions = true,
    description = {
      "Renders one of the console's sounds with the synthesizer to a WAV file (16-bit PCM, mono,"
          + " 44,100 Hz); a tune renders one loop. --list names them all with their lengths."
    })
final class SfxCommand implements Callable<Integer> {
  private final Terminal terminal;

  @Spec CommandSpec spec;

  @Parameters(index = "0", arity = "0..1", paramLabel = "<name>", description = "A sound's name.")
  String name;

  @Parameters(index = "1", arity = "0..1", paramLabel = "<out.wav>", description = "The WAV file.")
  Path out;

  @Option(names = "--list", description = "Names every sound with its length in seconds.")
  boolean list;

  @Option(
      names = "--step",
      paramLabel = "<n>",
      description = "For drop: the seed's place in the sowing, 0, 1, 2... (default: 0).")
  int step;

  SfxCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() {
    SoundLibrary library;
    try {
      library = SoundLibrary.load();
    } catch (IllegalArgumentException e) {
      terminal.err().println("sfx: " + e.getMessage());
      return 1;
    }
    if (list) {
      if (name != null) {
        throw new ParameterException(spec.commandLine(), "--list takes no sound name");
      }
      for (String sound : SoundLibrary.allNames()) {
        terminal.out().printf(Locale.ROOT, "%-17s %5.2f s%n", sound, library.seconds(sound));
      }
      return 0;
    }
    if (name == null || out == null) {
      throw new ParameterException(
          spec.commandLine(), "give a sound's name and a WAV file, or --list");
    }
    if (library.score(name).isEmpty()) {
      throw new ParameterException(
          spec.commandLine(),
          "unknown sound '"
              + name
              + "' (known: "
              + String.join(", ", SoundLibrary.allNames())
              + ")");
    }
    if (step < 0) {
      throw new ParameterException(spec.commandLine(), "--step must be 0 or more, not " + step);
    }
    short[] samples = library.samples(name, step);
    try {
      Files.write(out, WavFile.encode(samples));
    } catch (IOException e) {
      terminal.err().println("sfx: cannot write " + out + ": " + e);
      return 1;
    }
    terminal
        .out()
        .printf(
            Locale.ROOT,
            "sfx: %s, %.2f s, written to %s%n",
            name,
            samples.length / (double) Apu.SAMPLE_RATE,
            out);
    return 0;
  }
}
