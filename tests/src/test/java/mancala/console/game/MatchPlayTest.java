package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import mancala.console.AutoRepeat;
import mancala.console.Button;
import mancala.console.ConsoleDriver;
import mancala.console.ConsoleKey;
import mancala.console.Music;
import mancala.console.SoundCue;
import mancala.console.picture.Frame;
import mancala.console.picture.Sprite;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;

/** The console driven headless through its pads, checked on its frames and sounds. */
class MatchPlayTest {
  private final ConsoleDriver driver = new ConsoleDriver(7);
  private final MatchDriver match = new MatchDriver(driver);
  private final BoardLayout board = new BoardLayout(Layout.of(TitleScreen.HOUSES));

  @Test
  void theTitleBlinksPushStartAndStartBeginsAGame() {
    driver.run(1);
    assertTrue(driver.frame().rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"));
    driver.run(45);
    assertEquals("", driver.frame().rowText(TitleScreen.PUSH_START_ROW).replace('#', ' ').trim());
    assertEquals(Music.TITLE, driver.console().music(), "the title tune plays");

    match.startGame();
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 1 - CHOOSE"));
  }

  @Test
  void onlyTheMoversPortMovesTheHand() {
    match.startGame();
    int start = handX(0);
    assertEquals(board.column(board.layout().pit(0, 0)) * 8, start);

    driver.tap(0, Button.RIGHT);
    assertEquals(start + 24, handX(0));
    driver.tap(1, Button.RIGHT);
    driver.tap(1, Button.A);
    assertEquals(start + 24, handX(0));
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 1 - CHOOSE"));
  }

  @Test
  void theTurnIndicatorFollowsTheMover() {
    match.startGame();
    assertEquals(Palettes.HIGHLIGHT, driver.frame().areaPalette(4, MatchScreen.BOTTOM_LABEL_ROW));
    assertEquals(Palettes.TEXT, driver.frame().areaPalette(4, MatchScreen.TOP_LABEL_ROW));

    match.play(0);
    driver.runUntil(MatchDriver::choosing, MatchDriver.MOVE_LIMIT);
    Frame frame = driver.frame();
    assertTrue(frame.rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 2 - CHOOSE"));
    assertEquals(Palettes.HIGHLIGHT, frame.areaPalette(4, MatchScreen.TOP_LABEL_ROW));
    assertEquals(
        "turn_up.0", ConsoleDriver.ART.tiles().name(frame.tile(board.turnColumn(), 13)).get());
  }

  @Test
  void anEmptyHouseBuzzesAndShakesTheHand() {
    match.startGame();
    match.play(2);
    driver.runUntil(MatchDriver::choosing, MatchDriver.MOVE_LIMIT);
    long buzzesBefore = buzzes();
    int rest = handX(0);
    driver.tap(0, Button.A);

    assertEquals(buzzesBefore + 1, buzzes());
    List<Integer> xs = new ArrayList<>();
    for (int i = 0; i < 8; i++) {
      driver.run(1);
      xs.add(handXOrMissing(0));
    }
    assertTrue(xs.contains(rest - 2) && xs.contains(rest + 2), "the hand shakes: " + xs);
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 1 - CHOOSE"));
  }

  @Test
  void bCountsTheHouseUnderTheHandAndMarksWhereItsSowingEnds() {
    match.startGame();
    driver.tap(0, Button.B);
    assertEquals("HOUSE 1 HAS 4 - SEE THE DASH", message());
    Position p = Rules.of(TitleScreen.RULES, TitleScreen.HOUSES).start(TitleScreen.SEEDS);
    assertTrue(dashAt(p.rules().lastPit(p, 0)), "a dash blinks where the last seed lands");
    driver.tap(0, Button.RIGHT);
    assertEquals("PLAYER 1 - CHOOSE A HOUSE", message(), "moving the hand ends the count");
    driver.tap(0, Button.RIGHT);
    driver.tap(0, Button.B);
    assertEquals("HOUSE 3 HAS 4, ENDS IN STORE", message());
  }

  @Test
  void countingAnEmptyHouseSaysSoAndBuzzes() {
    match.startGame();
    match.play(2);
    driver.runUntil(MatchDriver::choosing, MatchDriver.MOVE_LIMIT);
    long before = buzzes();
    driver.tap(0, Button.B);
    assertEquals("HOUSE 3 IS EMPTY", message());
    assertEquals(before + 1, buzzes());
  }

  private String message() {
    return driver.frame().rowText(MatchScreen.MESSAGE_ROW).trim();
  }

  private boolean dashAt(int pit) {
    for (int t = 0; t < 20; t++) {
      for (Sprite s : driver.frame().sprites()) {
        if (s.tile() == ConsoleDriver.ART.tile("dash")
            && s.x() == board.centreX(pit) - 4
            && s.y() == board.centreY(pit) - 4) {
          return true;
        }
      }
      driver.run(1);
    }
    return false;
  }

  @Test
  void holdingADirectionWalksTheHandAndStopsQuietlyAtTheEnd() {
    match.startGame();
    int start = handX(0);
    driver.controls().press(0, Button.RIGHT);
    driver.run(AutoRepeat.DELAY + 4 * AutoRepeat.INTERVAL + 1);
    assertEquals(start + 5 * 24, handX(0), "one house at the press, one at every repeat");
    driver.run(120);
    driver.controls().release(0, Button.RIGHT);
    driver.run(2);
    assertEquals(start + 5 * 24, handX(0));
    assertEquals(0, buzzes(), "repeats against the end do not buzz");
    driver.tap(0, Button.RIGHT);
    assertEquals(1, buzzes(), "a fresh press does");
  }

  @Test
  void pushingPastTheEndOfTheRowBuzzes() {
    match.startGame();
    driver.tap(0, Button.LEFT);
    assertEquals(1, buzzes());
  }

  @Test
  void aWholeGameEndsWithTheEnginesTotals() {
    Rules rules = Rules.of(TitleScreen.RULES, TitleScreen.HOUSES);
    Position p = rules.start(TitleScreen.SEEDS);
    List<Integer> moves = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(11);
    while (!p.isOver()) {
      int move = RandomGames.randomMove(p, random);
      moves.add(move);
      rules.play(p, move);
    }
    match.startGame();
    match.playGame(moves);

    Frame frame = driver.frame();
    int a = p.total(0);
    int b = p.total(1);
    String verdict = a == b ? "A DRAW" : "PLAYER " + (a > b ? 1 : 2) + " WINS";
    assertTrue(frame.rowText(MatchScreen.MESSAGE_ROW).contains(verdict + " "), frame.rowText(24));
    assertTrue(frame.rowText(MatchScreen.BOTTOM_LABEL_ROW).trim().endsWith(" " + a));
    assertTrue(frame.rowText(MatchScreen.TOP_LABEL_ROW).trim().endsWith(" " + b));
    assertTrue(
        driver.sounds().stream()
            .anyMatch(s -> s.cue() == SoundCue.WIN || s.cue() == SoundCue.DRAW));

    driver.tap(0, Button.A);
    driver.run(2);
    assertTrue(driver.frame().rowText(4).contains("#"), "the big title letters are back");
  }

  @Test
  void resetGoesBackToTheTitleFromTheMiddleOfAMove() {
    match.startGame();
    match.play(3);
    driver.run(5);
    driver.tap(ConsoleKey.RESET);
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 60);
  }

  @Test
  void selectShowsTheCountsAndOptionChangesTheSpeed() {
    match.startGame();
    assertEquals("", driver.frame().text(board.column(0), BoardLayout.BOTTOM_COUNTS, 2).trim());
    driver.tap(0, Button.SELECT);
    assertEquals(" 4", driver.frame().text(board.column(0), BoardLayout.BOTTOM_COUNTS, 2));

    driver.tap(ConsoleKey.OPTION);
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("ANIMATION FAST"));
    driver.tap(ConsoleKey.OPTION);
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("ANIMATION OFF"));
    driver.run(MatchScreen.NOTICE_TICKS);
    driver.tap(0, Button.A);
    assertTrue(
        driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 2 - CHOOSE"),
        "with animation off a move is over at once");
  }

  @Test
  void theRecordedScriptReplaysTheSameGame() {
    match.startGame();
    match.play(2);
    match.play(5);
    match.play(1);
    driver.run(300);

    ConsoleDriver replay = new ConsoleDriver(7);
    mancala.console.PadScript script = mancala.console.PadScript.parse(driver.script(), "recorded");
    while (replay.console().ticks() < driver.console().ticks()) {
      script.apply(replay.console().ticks(), replay.console().controls());
      replay.run(1);
    }
    for (int row = 0; row < Frame.ROWS; row++) {
      assertEquals(driver.frame().rowText(row), replay.frame().rowText(row));
    }
    assertEquals(driver.frame().sprites(), replay.frame().sprites());
    assertNotEquals(0, driver.frame().sprites().size());
  }

  private long buzzes() {
    return driver.sounds().stream().filter(s -> s.cue() == SoundCue.BUZZER).count();
  }

  /** The x of the given player's hand cursor (its top-left sprite). */
  private int handX(int player) {
    driver.runUntil(f -> handSprite(f, player) != null, 40);
    return handSprite(driver.frame(), player).x();
  }

  private int handXOrMissing(int player) {
    Sprite s = handSprite(driver.frame(), player);
    return s == null ? -1 : s.x();
  }

  private static Sprite handSprite(Frame frame, int player) {
    int y = (player == 0 ? MatchScreen.BOTTOM_HAND_ROW : MatchScreen.TOP_HAND_ROW) * 8;
    int tile = ConsoleDriver.ART.tile("hand.0");
    return frame.sprites().stream()
        .filter(s -> s.tile() == tile && (s.y() == y || s.y() == y + 8))
        .filter(s -> s.palette() == Palettes.HAND)
        .findFirst()
        .orElse(null);
  }
}
