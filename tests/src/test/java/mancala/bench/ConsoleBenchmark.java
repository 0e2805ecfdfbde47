package mancala.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import mancala.console.Console;
import mancala.console.Controls;
import mancala.console.PadScript;
import mancala.console.game.CartridgeArt;
import mancala.console.game.Lineup;
import mancala.console.game.MancalaCartridge;
import mancala.console.game.MemoryPreferences;
import mancala.console.game.Settings;
import mancala.console.game.TestComputers;
import mancala.console.pads.MemoryBindings;
import mancala.console.pads.PadPorts;
import mancala.console.picture.Frame;
import mancala.console.picture.Ppu;
import mancala.input.KeyBindings;
import mancala.video.StandardPpu;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The headless console's speed while a whole game plays at FULL animation speed from
 * bench/full-game.pad: ticks per second (each tick updates the game and draws its frame), and
 * frames per second of the software picture processor turning those frames into pixels.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ConsoleBenchmark {
  private static final int TICKS = 1000;

  private final CartridgeArt art = CartridgeArt.load();
  private String scriptText;
  private PadScript script;
  private Controls controls;
  private Console console;
  private Ppu ppu;
  private final int[] rgb = new int[Frame.WIDTH * Frame.HEIGHT];

  /** Loads the script and starts the console. */
  @Setup
  public void setUp() {
    try {
      scriptText =
          Files.readString(Path.of(System.getProperty("user.dir"), "../bench/full-game.pad"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    ppu = StandardPpu.create(art);
    restart();
  }

  private void restart() {
    script = PadScript.parse(scriptText, "full-game.pad");
    controls = new Controls();
    console =
        new Console(
            new MancalaCartridge(
                art,
                5,
                Lineup.COUCH,
                TestComputers.direct(),
                new PadPorts(controls, new MemoryBindings(), KeyBindings.standard(), m -> {}),
                Settings.load(new MemoryPreferences(), m -> {})),
            controls);
  }

  /** Runs 1000 ticks of the scripted game, starting it again when it is over. */
  @Benchmark
  @OperationsPerInvocation(TICKS)
  public Frame ticks() {
    for (int i = 0; i < TICKS; i++) {
      if (console.ticks() > script.lastTick() + 300) {
        restart();
      }
      script.apply(console.ticks(), controls);
      console.tick();
      console.takeSounds();
    }
    return console.frame();
  }

  /** Turns the current frame into 256x240 pixels. */
  @Benchmark
  public int[] pictureProcessor() {
    ticks1();
    ppu.render(console.frame(), rgb);
    return rgb;
  }

  private void ticks1() {
    if (console.ticks() > script.lastTick() + 300) {
      restart();
    }
    script.apply(console.ticks(), controls);
    console.tick();
    console.takeSounds();
  }
}
