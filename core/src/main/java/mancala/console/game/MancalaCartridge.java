package mancala.console.game;

import java.util.SplittableRandom;
import mancala.console.ConsoleKey;
import mancala.console.Input;
import mancala.console.Program;
import mancala.console.Speaker;
import mancala.console.pads.PortSetup;
import mancala.console.picture.Frame;

/**
 * The Mancala cartridge: the title, then games between the players of the lineup, the controls
 * screen, and a demo when the title is left alone; RESET goes back to the title from anywhere. The
 * console sounds as loud as the player's settings say.
 */
public final class MancalaCartridge implements Program {
  private final CartridgeArt art;
  private final Settings settings;
  private final SplittableRandom random;
  private final Lineup lineup;
  private final ComputerPlayers computers;
  private final PortSetup ports;
  private Screen screen;

  /**
   * A cartridge drawing with this art, its randomness seeded, its games played by the lineup, the
   * computer's players thinking through {@code computers}, the pad ports set up through {@code
   * ports}, the player's choices in {@code settings}.
   */
  public MancalaCartridge(
      CartridgeArt art,
      long seed,
      Lineup lineup,
      ComputerPlayers computers,
      PortSetup ports,
      Settings settings) {
    this.art = art;
    this.settings = settings;
    this.random = new SplittableRandom(seed);
    this.lineup = lineup;
    this.computers = computers;
    this.ports = ports;
    this.screen = title();
  }

  @Override
  public void tick(Input input, Frame frame, Speaker speaker) {
    speaker.volume(settings.preferences().gameVolume());
    if (input.pressed(ConsoleKey.RESET)) {
      screen.leave();
      screen = title();
    }
    Screen next = screen.tick(input, frame, speaker);
    if (next != screen) {
      screen.leave();
      screen = next;
    }
  }

  private Screen title() {
    return new TitleScreen(art, settings, random.split(), lineup, computers, ports);
  }
}
