package mancala.console.game;

import mancala.console.Input;
import mancala.console.Speaker;
import mancala.console.picture.Frame;
import mancala.rules.Rules;
import mancala.rules.record.GameRecord;

/**
 * The demo, as Atari cartridges had it: when the title is left alone for a minute, the console
 * plays a game against itself, marked DEMO, as loud as the demo sound setting says; any button or
 * key, or the game's end, goes back to the title.
 */
final class DemoScreen implements Screen {
  /** Ticks the title waits, untouched, before the demo. */
  static final int IDLE_TICKS = 60 * 60;

  /** Ticks the demo's result stays up before the title comes back. */
  static final int END_TICKS = 300;

  /** The row of the DEMO mark. */
  static final int MARK_ROW = 1;

  /** Who plays the demo. */
  static final Lineup PLAYERS = new Lineup(Controller.AI_EASY, Controller.AI_MEDIUM);

  private final Settings settings;
  private final MatchScreen match;
  private final Screen title;
  private long ticks;
  private long overTicks;

  /** A demo game of the title's rules, its computers seeded, going back to {@code title}. */
  DemoScreen(
      CartridgeArt art, Settings settings, ComputerPlayers computers, long seed, Screen title) {
    this.settings = settings;
    this.title = title;
    GameRecord record =
        GameRecord.start(Rules.of(TitleScreen.RULES, TitleScreen.HOUSES), TitleScreen.SEEDS);
    this.match = new MatchScreen(art, settings, record, PLAYERS, computers, seed, title);
  }

  @Override
  public Screen tick(Input input, Frame frame, Speaker speaker) {
    ticks++;
    speaker.volume(settings.preferences().demoVolume());
    if (input.anyPressed() || (match.isOver() && ++overTicks > END_TICKS)) {
      return title;
    }
    match.tick(Input.NONE, frame, speaker);
    Palettes.rows(frame, MARK_ROW, MARK_ROW, Palettes.HIGHLIGHT);
    if (ticks % 60 < 40) {
      Lettering.centre(frame, MARK_ROW, "DEMO");
    }
    return this;
  }

  @Override
  public void leave() {
    match.leave();
  }
}
