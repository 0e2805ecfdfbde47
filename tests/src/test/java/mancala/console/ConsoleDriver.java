package mancala.console;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Predicate;
import mancala.console.game.CartridgeArt;
import mancala.console.game.ComputerPlayers;
import mancala.console.game.Lineup;
import mancala.console.game.MancalaCartridge;
import mancala.console.game.MemoryPreferences;
import mancala.console.game.PreferencesStore;
import mancala.console.game.Settings;
import mancala.console.game.TestComputers;
import mancala.console.pads.BindingsStore;
import mancala.console.pads.MemoryBindings;
import mancala.console.pads.PadPorts;
import mancala.console.picture.Frame;
import mancala.input.KeyBindings;

/**
 * Drives a headless console through its pads the way a player would, and writes down what it did as
 * a {@link PadScript}, so that the same run can be replayed, for example by the real window. Taps
 * follow the script's semantics: down for {@link PadScript#TAP_TICKS} ticks.
 */
public final class ConsoleDriver {
  /** The art, loaded once for all tests. */
  public static final CartridgeArt ART = CartridgeArt.load();

  private final Controls controls = new Controls();
  private final PadPorts ports;
  private final Console console;
  private final StringBuilder script = new StringBuilder();
  private final List<SoundEvent> sounds = new ArrayList<>();

  /** A console with the Mancala cartridge for two players on pads, seeded. */
  public ConsoleDriver(long seed) {
    this(seed, Lineup.COUCH);
  }

  /** A console with the Mancala cartridge for this lineup, seeded, computers thinking in line. */
  public ConsoleDriver(long seed, Lineup lineup) {
    this(seed, lineup, TestComputers.direct());
  }

  /** A console with the Mancala cartridge for this lineup, seeded, with these computer players. */
  public ConsoleDriver(long seed, Lineup lineup, ComputerPlayers computers) {
    this(seed, lineup, computers, new MemoryBindings());
  }

  /**
   * A console with the Mancala cartridge for this lineup, seeded, with these computer players and
   * the gamepad bindings kept in {@code bindings}; problems of the pad ports fail the test.
   */
  public ConsoleDriver(
      long seed, Lineup lineup, ComputerPlayers computers, BindingsStore bindings) {
    this(
        seed,
        lineup,
        computers,
        bindings,
        problem -> {
          throw new AssertionError("unexpected problem: " + problem);
        });
  }

  /**
   * A console with the Mancala cartridge for this lineup, seeded, with these computer players, the
   * gamepad bindings kept in {@code bindings}, and the pad ports' problems told to {@code
   * problems}.
   */
  public ConsoleDriver(
      long seed,
      Lineup lineup,
      ComputerPlayers computers,
      BindingsStore bindings,
      Consumer<String> problems) {
    this(seed, lineup, computers, bindings, new MemoryPreferences(), problems);
  }

  /**
   * A console with the Mancala cartridge for this lineup, seeded, with these computer players, the
   * gamepad bindings kept in {@code bindings}, the settings in {@code preferences}, and the
   * problems of both told to {@code problems}.
   */
  public ConsoleDriver(
      long seed,
      Lineup lineup,
      ComputerPlayers computers,
      BindingsStore bindings,
      PreferencesStore preferences,
      Consumer<String> problems) {
    ports = new PadPorts(controls, bindings, KeyBindings.standard(), problems);
    console =
        new Console(
            new MancalaCartridge(
                ART, seed, lineup, computers, ports, Settings.load(preferences, problems)),
            controls);
  }

  /** The pad ports, into which tests plug fake gamepads. */
  public PadPorts ports() {
    return ports;
  }

  /** The controls, for holding buttons down. */
  public Controls controls() {
    return controls;
  }

  /** The console driven. */
  public Console console() {
    return console;
  }

  /** The last frame. */
  public Frame frame() {
    return console.frame();
  }

  /** Runs ticks with the pads as they are. */
  public void run(int ticks) {
    for (int i = 0; i < ticks; i++) {
      console.tick();
      sounds.addAll(console.takeSounds());
    }
  }

  /** Taps a button of a port (0 or 1), then lets the console run a few more ticks. */
  public void tap(int port, Button button) {
    note((port + 1) + " tap " + button);
    controls.press(port, button);
    run(PadScript.TAP_TICKS);
    controls.release(port, button);
    run(2);
  }

  /** Taps a console key. */
  public void tap(ConsoleKey key) {
    note("console tap " + key);
    controls.press(key);
    run(PadScript.TAP_TICKS);
    controls.release(key);
    run(2);
  }

  /** Runs until the frame satisfies a condition; fails after {@code limit} ticks. */
  public void runUntil(Predicate<Frame> condition, int limit) {
    for (int i = 0; i < limit; i++) {
      if (condition.test(console.frame())) {
        return;
      }
      run(1);
    }
    throw new AssertionError(
        "not reached in " + limit + " ticks; message row: " + console.frame().rowText(24));
  }

  /** The sounds heard so far. */
  public List<SoundEvent> sounds() {
    return List.copyOf(sounds);
  }

  /** The script of everything done so far. */
  public String script() {
    return script.toString();
  }

  private void note(String event) {
    script.append(console.ticks()).append(' ').append(event).append('\n');
  }
}
