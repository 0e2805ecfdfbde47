package mancala.console.game;

import java.util.Optional;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Input;
import mancala.console.SoundCue;
import mancala.console.Speaker;
import mancala.console.picture.Flip;
import mancala.console.picture.Frame;
import mancala.console.picture.Glyphs;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.record.GameRecord;

/**
 * A game for two at the console: the mover's port moves the hand along the mover's houses and A
 * sows; the move is animated from the rules engine's events; the game-over message waits for A.
 * SELECT shows or hides the counts; OPTION changes the animation speed.
 */
final class MatchScreen implements Screen {
  /** Rows of the hands when choosing, and of the labels and messages. */
  static final int TOP_HAND_ROW = 5;

  static final int BOTTOM_HAND_ROW = 21;
  static final int TOP_LABEL_ROW = 3;
  static final int BOTTOM_LABEL_ROW = 26;
  static final int MESSAGE_ROW = 24;
  static final int GAME_OVER_ROW = 21;

  /** Ticks the hand shakes after a refused choice. */
  static final int SHAKE_TICKS = 16;

  /** Ticks a notice (such as the new animation speed) stays up. */
  static final int NOTICE_TICKS = 90;

  private enum Phase {
    CHOOSING,
    SOWING,
    OVER
  }

  private final CartridgeArt art;
  private final Settings settings;
  private final GameRecord record;
  private final Screen afterGame;
  private final BoardLayout board;
  private final BoardPainter painter;
  private final HandSprite hand;
  private final int[] cursor = new int[2];
  private int[] shown;
  private SowingAnimation animation;
  private Phase phase;
  private int sower;
  private int shake;
  private String notice = "";
  private int noticeTicks;
  private long ticks;
  private long overTicks;

  MatchScreen(CartridgeArt art, Settings settings, GameRecord record, Screen afterGame) {
    this.art = art;
    this.settings = settings;
    this.record = record;
    this.afterGame = afterGame;
    Position p = record.current();
    this.board = new BoardLayout(p.layout());
    this.painter = new BoardPainter(art);
    this.hand = new HandSprite(art);
    this.shown = p.isOver() ? p.sweptPits() : p.pits();
    this.phase = p.isOver() ? Phase.OVER : Phase.CHOOSING;
  }

  @Override
  public Screen tick(Input input, Frame frame, Speaker speaker) {
    ticks++;
    if (input.pressedOnAnyPort(Button.SELECT) || input.pressed(ConsoleKey.SELECT)) {
      settings.setCounts(settings.counts().toggled());
    }
    if (input.pressed(ConsoleKey.OPTION)) {
      settings.setSpeed(settings.speed().next());
      notice = "ANIMATION " + settings.speed();
      noticeTicks = NOTICE_TICKS;
    }
    if (phase == Phase.OVER
        && (input.pressedOnAnyPort(Button.A)
            || input.pressedOnAnyPort(Button.START)
            || input.pressed(ConsoleKey.START))) {
      return afterGame;
    }
    if (phase == Phase.CHOOSING) {
      choose(input, speaker);
    }
    if (phase == Phase.SOWING) {
      animation.tick(speaker);
      if (animation.finished()) {
        finishMove(speaker);
      }
    }
    if (shake > 0) {
      shake--;
    }
    if (noticeTicks > 0) {
      noticeTicks--;
    }
    if (phase == Phase.OVER) {
      overTicks++;
    }
    draw(frame);
    return this;
  }

  private void choose(Input input, Speaker speaker) {
    Position p = record.current();
    int mover = p.mover();
    int houses = p.layout().houses();
    int step = input.pressed(mover, Button.RIGHT) ? 1 : input.pressed(mover, Button.LEFT) ? -1 : 0;
    if (step != 0) {
      int next = cursor[mover] + (mover == 0 ? step : -step);
      if (next < 0 || next >= houses) {
        refuse(speaker);
      } else {
        cursor[mover] = next;
        speaker.play(SoundCue.CURSOR);
      }
    }
    if (input.pressed(mover, Button.A)) {
      if (p.isLegal(cursor[mover])) {
        int pit = p.layout().pit(mover, cursor[mover]);
        sower = mover;
        animation = new SowingAnimation(shown, record.play(cursor[mover]), settings.speed(), pit);
        phase = Phase.SOWING;
      } else {
        refuse(speaker);
      }
    }
  }

  private void refuse(Speaker speaker) {
    speaker.play(SoundCue.BUZZER);
    shake = SHAKE_TICKS;
  }

  private void finishMove(Speaker speaker) {
    Position p = record.current();
    shown = animation.board();
    if (p.isOver()) {
      phase = Phase.OVER;
      speaker.play(p.total(0) == p.total(1) ? SoundCue.DRAW : SoundCue.WIN);
    } else {
      phase = Phase.CHOOSING;
    }
  }

  /** The board as the screen shows it now. */
  int[] shownBoard() {
    return phase == Phase.SOWING ? animation.board() : shown.clone();
  }

  /** Whether a move is being animated. */
  boolean isAnimating() {
    return phase == Phase.SOWING;
  }

  private void draw(Frame frame) {
    frame.clear();
    Palettes.apply(frame);
    Position p = record.current();
    boolean over = phase == Phase.OVER;
    int[] pits = shownBoard();
    int mover = over ? -1 : phase == Phase.SOWING ? sower : p.mover();
    painter.paint(frame, board, pits, settings.counts(), mover);
    Layout layout = p.layout();
    for (int player = 0; player < 2; player++) {
      int row = player == 0 ? BOTTOM_LABEL_ROW : TOP_LABEL_ROW;
      int score = over ? p.total(player) : pits[layout.store(player)];
      boolean bright = over ? p.total(player) > p.total(1 - player) : player == mover;
      Palettes.rows(frame, row, row, bright ? Palettes.HIGHLIGHT : Palettes.TEXT);
      frame.print(4, row, "PLAYER " + (player + 1));
      String digits = Integer.toString(score);
      frame.print(28 - digits.length(), row, digits);
    }
    Palettes.rows(frame, MESSAGE_ROW, MESSAGE_ROW + 1, Palettes.TEXT);
    if (over) {
      drawGameOver(frame, p);
    } else {
      drawHands(frame, p);
      String message =
          noticeTicks > 0
              ? notice
              : phase == Phase.SOWING
                  ? animation.banner()
                  : "PLAYER " + (p.mover() + 1) + " - CHOOSE A HOUSE";
      centre(frame, MESSAGE_ROW, message);
    }
  }

  private void drawHands(Frame frame, Position p) {
    int mover = p.mover();
    for (int player = 0; player < 2; player++) {
      boolean active = phase == Phase.CHOOSING && player == mover;
      if (phase == Phase.SOWING && player == sower) {
        drawSowingHand(frame);
        continue;
      }
      if (active && ticks % 32 >= 22) {
        continue;
      }
      int x = board.column(p.layout().pit(player, cursor[player])) * 8;
      if (active && shake > 0) {
        x += (shake / 2) % 2 == 0 ? 2 : -2;
      }
      int y = (player == 0 ? BOTTOM_HAND_ROW : TOP_HAND_ROW) * 8;
      hand.draw(
          frame,
          x,
          y,
          player == 0 ? HandSprite.Pointing.UP : HandSprite.Pointing.DOWN,
          active ? Palettes.HAND : Palettes.HAND_WAITING);
    }
  }

  private void drawSowingHand(Frame frame) {
    int pit = animation.handPit();
    double x = board.centreX(pit);
    double y = board.centreY(pit);
    Optional<Flight> flight = animation.flight();
    if (flight.isPresent() && flight.get().kind() == Flight.Kind.SEED) {
      Flight f = flight.get();
      x += (board.centreX(f.to()) - x) * f.progress();
      y += (board.centreY(f.to()) - y) * f.progress();
    }
    int hx = (int) Math.round(x) - 7;
    int hy = (int) Math.round(y) - 20;
    hand.draw(frame, hx, hy, HandSprite.Pointing.DOWN, Palettes.HAND);
    if (animation.carried() > 0) {
      String digits = Integer.toString(animation.carried());
      for (int i = 0; i < digits.length(); i++) {
        frame.addSprite(
            hx + 16 + 8 * i, hy, Glyphs.tile(digits.charAt(i)), Palettes.SPRITE_TEXT, Flip.NONE);
      }
    }
    flight.ifPresent(f -> drawFlight(frame, f));
  }

  private void drawFlight(Frame frame, Flight f) {
    double t = f.progress();
    double x = board.centreX(f.from()) + (board.centreX(f.to()) - board.centreX(f.from())) * t;
    double y = board.centreY(f.from()) + (board.centreY(f.to()) - board.centreY(f.from())) * t;
    y -= Math.sin(Math.PI * t) * 12;
    String tile = f.kind() == Flight.Kind.SEED ? "flyer" : "handful";
    frame.addSprite(
        (int) Math.round(x) - 4,
        (int) Math.round(y) - 4,
        art.tile(tile),
        Palettes.SEEDS,
        Flip.NONE);
  }

  private void drawGameOver(Frame frame, Position p) {
    int a = p.total(0);
    int b = p.total(1);
    Palettes.rows(frame, GAME_OVER_ROW, GAME_OVER_ROW + 1, Palettes.HIGHLIGHT);
    String title = "GAME OVER";
    int column = (Frame.COLUMNS - 2 * title.length()) / 2;
    for (int i = 0; i < title.length(); i++) {
      for (int quarter = 0; quarter < 4; quarter++) {
        frame.setTile(
            column + 2 * i + quarter % 2,
            GAME_OVER_ROW + quarter / 2,
            Glyphs.bigTile(title.charAt(i), quarter));
      }
    }
    String verdict =
        (a == b ? "A DRAW" : "PLAYER " + (a > b ? 1 : 2) + " WINS")
            + " "
            + Math.max(a, b)
            + " TO "
            + Math.min(a, b);
    centre(frame, MESSAGE_ROW, overTicks % 240 < 150 ? verdict : "PRESS A FOR THE TITLE");
  }

  private static void centre(Frame frame, int row, String text) {
    frame.print((Frame.COLUMNS - text.length()) / 2, row, text);
  }
}
