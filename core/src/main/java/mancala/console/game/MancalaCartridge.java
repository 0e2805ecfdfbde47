package mancala.console.game;

import java.util.SplittableRandom;
import mancala.console.ConsoleKey;
import mancala.console.Input;
import mancala.console.Program;
import mancala.console.Speaker;
import mancala.console.picture.Frame;

/** The Mancala cartridge: the title, then games; RESET goes back to the title from anywhere. */
public final class MancalaCartridge implements Program {
  private final CartridgeArt art;
  private final Settings settings = new Settings();
  private final SplittableRandom random;
  private Screen screen;

  /** A cartridge drawing with this art, its randomness seeded. */
  public MancalaCartridge(CartridgeArt art, long seed) {
    this.art = art;
    this.random = new SplittableRandom(seed);
    this.screen = title();
  }

  @Override
  public void tick(Input input, Frame frame, Speaker speaker) {
    if (input.pressed(ConsoleKey.RESET)) {
      screen = title();
    }
    screen = screen.tick(input, frame, speaker);
  }

  private Screen title() {
    return new TitleScreen(art, settings, random.split());
  }
}
