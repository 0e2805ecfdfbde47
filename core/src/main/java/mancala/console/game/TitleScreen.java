package mancala.console.game;

import java.util.SplittableRandom;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Input;
import mancala.console.Music;
import mancala.console.Speaker;
import mancala.console.picture.Frame;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import mancala.rules.record.GameRecord;

/**
 * The title: the name in big letters over a board caught in mid-game (a different one each time,
 * from the console's seeded randomness) and a blinking PUSH START. START begins a game of Kalah for
 * two with four seeds a house.
 */
final class TitleScreen implements Screen {
  /** The rule set, board and seeds of the game START begins. */
  static final RuleSet RULES = RuleSet.KALAH;

  static final int HOUSES = 6;
  static final int SEEDS = 4;

  private static final String NAME = "MANCALA";
  private static final int NAME_ROW = 4;
  private static final int PUSH_START_ROW = 22;

  private final CartridgeArt art;
  private final Settings settings;
  private final SplittableRandom random;
  private final Lineup lineup;
  private final ComputerPlayers computers;
  private final BoardLayout board;
  private final BoardPainter painter;
  private final int[] pits;
  private long ticks;

  TitleScreen(
      CartridgeArt art,
      Settings settings,
      SplittableRandom random,
      Lineup lineup,
      ComputerPlayers computers) {
    this.art = art;
    this.settings = settings;
    this.random = random;
    this.lineup = lineup;
    this.computers = computers;
    Rules rules = Rules.of(RULES, HOUSES);
    Position p = rules.start(SEEDS);
    for (int move = random.nextInt(4, 14); move > 0 && !p.isOver(); move--) {
      int legal = p.legalMoves();
      for (int skip = random.nextInt(Integer.bitCount(legal)); skip > 0; skip--) {
        legal &= legal - 1;
      }
      rules.play(p, Integer.numberOfTrailingZeros(legal));
    }
    this.pits = p.pits();
    this.board = new BoardLayout(rules.layout());
    this.painter = new BoardPainter(art);
  }

  @Override
  public Screen tick(Input input, Frame frame, Speaker speaker) {
    ticks++;
    speaker.music(Music.TITLE);
    if (input.pressedOnAnyPort(Button.START) || input.pressed(ConsoleKey.START)) {
      GameRecord record = GameRecord.start(Rules.of(RULES, HOUSES), SEEDS);
      return new MatchScreen(
          art,
          settings,
          record,
          lineup,
          computers,
          random.nextLong(),
          new TitleScreen(art, settings, random.split(), lineup, computers));
    }
    draw(frame);
    return this;
  }

  private void draw(Frame frame) {
    frame.clear();
    Palettes.apply(frame);
    painter.paint(frame, board, pits, CountDisplay.HIDDEN, -1);
    Palettes.rows(frame, NAME_ROW, NAME_ROW + 1, Palettes.HIGHLIGHT);
    Lettering.big(frame, NAME_ROW, NAME);
    Palettes.rows(frame, PUSH_START_ROW, PUSH_START_ROW + 5, Palettes.TEXT);
    if (ticks % 60 < 40) {
      Lettering.centre(frame, PUSH_START_ROW, "PUSH START");
    }
    Lettering.centre(
        frame, PUSH_START_ROW + 2, lineup.first().label() + " VS " + lineup.second().label());
    Palettes.rows(frame, PUSH_START_ROW + 4, PUSH_START_ROW + 4, Palettes.DIM);
    Lettering.centre(frame, PUSH_START_ROW + 4, "(C) 2026 MANCALA TEAM");
  }
}
