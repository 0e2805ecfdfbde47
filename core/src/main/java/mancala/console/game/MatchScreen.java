package mancala.console.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
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
 * A game at the console. A player on a pad moves the hand along their houses with their port's
 * D-pad and sows with A; B counts the house under the hand (its seeds beside the hand, a dash where
 * its sowing would end, as the California Dreams program's count does). A computer player thinks on
 * its worker while the hand shows what it weighs. Every move is animated from the rules engine's
 * events. START pauses (hint, take back, settings, quit); SELECT shows or hides the counts; OPTION
 * changes the animation speed; the game-over message waits for A. When the gamepad of a player on a
 * pad is unplugged, everything stops on a notice until a pad comes back or that port's keys are
 * pressed.
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

  /** What the seeds and dash beside the hand show: the computer's hint, or a count. */
  private enum Marking {
    HINT,
    COUNT
  }

  private enum Phase {
    CHOOSING,
    THINKING,
    SOWING,
    OVER
  }

  private final CartridgeArt art;
  private final Settings settings;
  private final GameRecord record;
  private final Lineup lineup;
  private final ComputerPlayers computers;
  private final long seed;
  private final Screen afterGame;
  private final ComputerPlayers.Seat[] seats = new ComputerPlayers.Seat[2];
  private final BoardLayout board;
  private final BoardPainter painter;
  private final HandSprite hand;
  private final int[] cursor = new int[2];
  private ComputerPlayers.Seat adviser;
  private int[] shown;
  private SowingAnimation animation;
  private ComputerTurn turn;
  private HintRequest hintRequest;
  private HintRequest.Hint hint;
  private Marking marking = Marking.HINT;
  private PauseMenu pause;
  private Phase phase;
  private int sower;
  private int shake;
  private String notice = "";
  private int noticeTicks;
  private long ticks;
  private long overTicks;
  private boolean waitedForPad;

  MatchScreen(
      CartridgeArt art,
      Settings settings,
      GameRecord record,
      Lineup lineup,
      ComputerPlayers computers,
      long seed,
      Screen afterGame) {
    this.art = art;
    this.settings = settings;
    this.record = record;
    this.lineup = lineup;
    this.computers = computers;
    this.seed = seed;
    this.afterGame = afterGame;
    Position p = record.current();
    for (int player = 0; player < 2; player++) {
      int who = player;
      lineup
          .of(player)
          .level()
          .ifPresent(l -> seats[who] = computers.seat(l, record.rules(), seed + who));
    }
    this.board = new BoardLayout(p.layout());
    this.painter = new BoardPainter(art);
    this.hand = new HandSprite(art);
    this.shown = p.isOver() ? p.sweptPits() : p.pits();
    beginTurn();
  }

  @Override
  public Screen tick(Input input, Frame frame, Speaker speaker) {
    ticks++;
    List<Integer> unplugged = unpluggedPlayers(input);
    if (!unplugged.isEmpty()) {
      waitedForPad = true;
      UnpluggedNotice.draw(frame, unplugged, ticks);
      return this;
    }
    if (waitedForPad) {
      waitedForPad = false;
      input = Input.NONE;
    }
    if (pause != null) {
      return paused(input, frame, speaker);
    }
    boolean start = input.pressedOnAnyPort(Button.START) || input.pressed(ConsoleKey.START);
    if (phase == Phase.OVER && (start || input.pressedOnAnyPort(Button.A))) {
      return afterGame;
    }
    if (start) {
      pause = new PauseMenu(phase == Phase.CHOOSING, canTakeBack());
      speaker.play(SoundCue.SELECT);
      return paused(Input.NONE, frame, speaker);
    }
    if (input.pressedOnAnyPort(Button.SELECT) || input.pressed(ConsoleKey.SELECT)) {
      settings.setCounts(settings.counts().toggled());
    }
    if (input.pressed(ConsoleKey.OPTION)) {
      settings.setSpeed(settings.speed().next());
      notify("ANIMATION " + settings.speed());
    }
    if (phase == Phase.CHOOSING) {
      choose(input, speaker);
    } else if (phase == Phase.THINKING) {
      think();
    }
    if (phase == Phase.SOWING) {
      sow(speaker);
    }
    if (phase == Phase.OVER) {
      overTicks++;
    }
    if (hintRequest != null && !hintRequest.pending()) {
      hint = hintRequest.hint().orElse(null);
      hintRequest = null;
      if (hint != null && phase == Phase.CHOOSING) {
        cursor[record.current().mover()] = hint.house();
      }
    }
    if (shake > 0) {
      shake--;
    }
    if (noticeTicks > 0) {
      noticeTicks--;
    }
    draw(frame);
    return this;
  }

  @Override
  public void leave() {
    stopThinking();
    for (ComputerPlayers.Seat seat : seats) {
      if (seat != null) {
        seat.close();
      }
    }
    if (adviser != null) {
      adviser.close();
    }
  }

  private Screen paused(Input input, Frame frame, Speaker speaker) {
    PauseMenu.Action action = pause.tick(input, settings, speaker);
    switch (action) {
      case STAY -> {
        frame.clear();
        Palettes.apply(frame);
        pause.draw(frame, settings, ticks);
        return this;
      }
      case QUIT -> {
        return afterGame;
      }
      case HINT -> askHint();
      case TAKE_BACK -> takeBack();
      case CONTINUE -> {}
    }
    pause = null;
    draw(frame);
    return this;
  }

  /** The ports of the players on pads whose pads were unplugged, while the game is on. */
  private List<Integer> unpluggedPlayers(Input input) {
    List<Integer> ports = new ArrayList<>();
    if (phase != Phase.OVER) {
      for (int player = 0; player < 2; player++) {
        lineup
            .of(player)
            .port()
            .ifPresent(
                port -> {
                  if (input.port(port).isLost() && !ports.contains(port)) {
                    ports.add(port);
                  }
                });
      }
    }
    ports.sort(null);
    return ports;
  }

  /** Starts the turn of the player to move: a pad player chooses, a computer starts thinking. */
  private void beginTurn() {
    Position p = record.current();
    if (p.isOver()) {
      phase = Phase.OVER;
      return;
    }
    int mover = p.mover();
    if (seats[mover] != null) {
      turn = new ComputerTurn(seats[mover].think(p), cursor[mover]);
      phase = Phase.THINKING;
    } else {
      phase = Phase.CHOOSING;
    }
  }

  private void choose(Input input, Speaker speaker) {
    Position p = record.current();
    int mover = p.mover();
    int port = lineup.of(mover).port().orElseThrow();
    int houses = p.layout().houses();
    int step = input.pressed(port, Button.RIGHT) ? 1 : input.pressed(port, Button.LEFT) ? -1 : 0;
    if (step != 0) {
      int next = cursor[mover] + (mover == 0 ? step : -step);
      boolean repeat = input.repeated(port, step > 0 ? Button.RIGHT : Button.LEFT);
      if (next < 0 || next >= houses) {
        if (!repeat) {
          refuse(speaker);
        }
      } else {
        cursor[mover] = next;
        hint = null;
        speaker.play(SoundCue.CURSOR);
      }
    }
    if (input.pressed(port, Button.B)) {
      count(p, cursor[mover], speaker);
    }
    if (input.pressed(port, Button.A)) {
      if (p.isLegal(cursor[mover])) {
        startSowing(cursor[mover]);
      } else {
        refuse(speaker);
      }
    }
  }

  private void think() {
    OptionalInt house = turn.tick(settings.thoughts(), record.current().legalMoves());
    int mover = record.current().mover();
    cursor[mover] = turn.hand();
    if (house.isPresent()) {
      turn = null;
      startSowing(house.getAsInt());
    }
  }

  private void startSowing(int house) {
    Position p = record.current();
    int pit = p.layout().pit(p.mover(), house);
    sower = p.mover();
    cursor[sower] = house;
    cancelHint();
    animation = new SowingAnimation(shown, record.play(house), settings.speed(), pit);
    phase = Phase.SOWING;
  }

  private void sow(Speaker speaker) {
    animation.tick(speaker);
    if (!animation.finished()) {
      return;
    }
    shown = animation.board();
    animation = null;
    beginTurn();
    if (phase == Phase.OVER) {
      speaker.play(ending(record.current()));
    }
  }

  /** The jingle of a finished game: a draw, or a loss when a person was beaten by the computer. */
  private SoundCue ending(Position p) {
    if (p.total(0) == p.total(1)) {
      return SoundCue.DRAW;
    }
    int winner = p.total(0) > p.total(1) ? 0 : 1;
    boolean personBeaten =
        lineup.of(winner).level().isPresent() && lineup.of(1 - winner).level().isEmpty();
    return personBeaten ? SoundCue.LOSE : SoundCue.WIN;
  }

  private void refuse(Speaker speaker) {
    speaker.play(SoundCue.BUZZER);
    shake = SHAKE_TICKS;
  }

  private void notify(String text) {
    notice = text;
    noticeTicks = NOTICE_TICKS;
  }

  /** Shows a house's seeds beside the hand and a dash where its sowing would end. */
  private void count(Position p, int house, Speaker speaker) {
    cancelHint();
    int seeds = p.house(p.mover(), house);
    if (seeds == 0) {
      notify("HOUSE " + (house + 1) + " IS EMPTY");
      speaker.play(SoundCue.BUZZER);
      return;
    }
    hint = new HintRequest.Hint(house, seeds, p.rules().lastPit(p, house));
    marking = Marking.COUNT;
    noticeTicks = 0;
    speaker.play(SoundCue.CURSOR);
  }

  /** Asks the best computer player where the pad player to move should sow. */
  private void askHint() {
    if (phase != Phase.CHOOSING || hintRequest != null) {
      return;
    }
    if (adviser == null) {
      adviser = computers.seat(mancala.ai.Level.BEST, record.rules(), seed + 2);
    }
    Position p = record.current();
    hint = null;
    marking = Marking.HINT;
    hintRequest = new HintRequest(adviser.think(p), p);
  }

  private boolean canTakeBack() {
    return record.canUndo() && !lineup.computerOnly() && phase != Phase.SOWING;
  }

  /** Takes back moves to the last turn of a pad player, stopping any thinking. */
  private void takeBack() {
    if (!canTakeBack()) {
      return;
    }
    stopThinking();
    record.undo();
    while (record.canUndo() && seats[record.current().mover()] != null) {
      record.undo();
    }
    Position p = record.current();
    shown = p.pits();
    overTicks = 0;
    notify("MOVE TAKEN BACK");
    beginTurn();
  }

  private void stopThinking() {
    if (turn != null) {
      turn.cancel();
      turn = null;
    }
    cancelHint();
  }

  private void cancelHint() {
    if (hintRequest != null) {
      hintRequest.cancel();
      hintRequest = null;
    }
    hint = null;
  }

  /** The board as the screen shows it now. */
  int[] shownBoard() {
    return phase == Phase.SOWING ? animation.board() : shown.clone();
  }

  /** Whether a move is being animated. */
  boolean isAnimating() {
    return phase == Phase.SOWING;
  }

  /** Whether the game is over (its result shown). */
  boolean isOver() {
    return phase == Phase.OVER;
  }

  /** Whether a computer player is thinking about its move. */
  boolean isThinking() {
    return phase == Phase.THINKING;
  }

  /** Whether the pause menu is up. */
  boolean isPaused() {
    return pause != null;
  }

  /** The hint shown, if any. */
  Optional<HintRequest.Hint> shownHint() {
    return Optional.ofNullable(hint);
  }

  /** The house the hand of a player points at. */
  int cursor(int player) {
    return cursor[player];
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
      frame.print(2, row, "P" + (player + 1) + " " + lineup.of(player).label());
      String digits = Integer.toString(score);
      frame.print(30 - digits.length(), row, digits);
    }
    Palettes.rows(frame, MESSAGE_ROW, MESSAGE_ROW + 1, Palettes.TEXT);
    if (over) {
      drawGameOver(frame, p);
    } else {
      drawHands(frame, p);
      drawHint(frame, p);
      Lettering.centre(frame, MESSAGE_ROW, message(p));
    }
  }

  private String message(Position p) {
    if (noticeTicks > 0) {
      return notice;
    }
    if (phase == Phase.SOWING) {
      return animation.banner();
    }
    if (phase == Phase.THINKING) {
      String who = lineup.of(p.mover()).label();
      return turn.aiming()
          ? who + " SOWS"
          : computers
              .studying()
              .map(f -> who + " THINKING (STUDY " + f + "%)")
              .orElse(who + " THINKING");
    }
    if (hintRequest != null) {
      return "LOOKING FOR A HINT...";
    }
    if (hint != null) {
      boolean store = hint.lastPit() == p.layout().store(p.mover());
      String where = store ? ", ENDS IN STORE" : " - SEE THE DASH";
      return marking == Marking.COUNT
          ? "HOUSE " + (hint.house() + 1) + " HAS " + hint.seeds() + where
          : "HINT: HOUSE " + (hint.house() + 1) + where;
    }
    return "PLAYER " + (p.mover() + 1) + " - CHOOSE A HOUSE";
  }

  private void drawHands(Frame frame, Position p) {
    int mover = p.mover();
    for (int player = 0; player < 2; player++) {
      boolean active = phase != Phase.SOWING && player == mover;
      if (phase == Phase.SOWING && player == sower) {
        drawSowingHand(frame);
        continue;
      }
      if (active && phase == Phase.CHOOSING && ticks % 32 >= 22) {
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

  /**
   * The hint or count: the seeds of the house beside the hand, a dash where its sowing would end.
   */
  private void drawHint(Frame frame, Position p) {
    if (hint == null || phase != Phase.CHOOSING) {
      return;
    }
    int mover = p.mover();
    int x = board.column(p.layout().pit(mover, hint.house())) * 8;
    int y = (mover == 0 ? BOTTOM_HAND_ROW : TOP_HAND_ROW) * 8;
    String digits = Integer.toString(hint.seeds());
    for (int i = 0; i < digits.length(); i++) {
      frame.addSprite(
          x + 17 + 8 * i, y + 4, Glyphs.tile(digits.charAt(i)), Palettes.SPRITE_TEXT, Flip.NONE);
    }
    if (ticks % 20 < 14) {
      frame.addSprite(
          board.centreX(hint.lastPit()) - 4,
          board.centreY(hint.lastPit()) - 4,
          art.tile("dash"),
          Palettes.SPRITE_TEXT,
          Flip.NONE);
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
    Lettering.big(frame, GAME_OVER_ROW, "GAME OVER");
    int winner = a > b ? 0 : 1;
    String name =
        lineup.of(winner).level().isPresent()
            ? lineup.of(winner).label()
            : "PLAYER " + (winner + 1);
    String verdict =
        (a == b ? "A DRAW" : name + " WINS") + " " + Math.max(a, b) + " TO " + Math.min(a, b);
    Lettering.centre(frame, MESSAGE_ROW, overTicks % 240 < 150 ? verdict : "PRESS A FOR THE TITLE");
  }
}
