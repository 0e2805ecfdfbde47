package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import mancala.console.Button;
import mancala.console.ConsoleDriver;
import mancala.console.ConsoleKey;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;
import mancala.console.pads.FakePad;
import mancala.console.pads.MemoryBindings;
import mancala.console.pads.PadButton;
import mancala.console.picture.Frame;
import mancala.console.picture.Sprite;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.RandomGames;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The cartridge with fake gamepads plugged in and out at any moment: the title shows the ports and
 * calls pads to join, pads play whole games, and a game held for an unplugged pad goes on exactly
 * where it stopped, whether a pad comes back or the keyboard takes over.
 */
class GamepadPlayTest {
  /** Long enough to prove a held game stays held, and a whole number of every blink period. */
  private static final int HELD_TICKS = 480;

  private final BoardLayout board = new BoardLayout(Layout.of(TitleScreen.HOUSES));
  private final FakePad xbox = new FakePad("Xbox 360 Controller");
  private final FakePad ps4 = new FakePad("PS4 Controller");

  @Test
  void theTitleShowsWhichPadSitsInWhichPort() {
    ConsoleDriver driver = new ConsoleDriver(1);
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox));
    driver.run(2);
    assertEquals("GAMEPAD 1 XBOX 360", hands.row(TitleScreen.PORTS_ROW).trim());
    assertEquals("GAMEPAD 2 KEYBOARD", hands.row(TitleScreen.PORTS_ROW + 1).trim());
    driver.ports().disconnected(xbox);
    driver.run(2);
    assertEquals("GAMEPAD 1 UNPLUGGED", hands.row(TitleScreen.PORTS_ROW).trim());
    assertTrue(hands.row(TitleScreen.PUSH_START_ROW).contains("PUSH START"), "no hold here");
  }

  @Test
  void withoutGamepadSupportTheTitleSaysSoAndTheKeyboardPlays() {
    List<String> problems = new ArrayList<>();
    ConsoleDriver driver =
        new ConsoleDriver(
            1, Lineup.COUCH, TestComputers.direct(), new MemoryBindings(), problems::add);
    driver.ports().unavailable("UnsatisfiedLinkError: no jamepad");
    driver.run(2);
    assertEquals("GAMEPAD 1 KEYBOARD ONLY", driver.frame().rowText(TitleScreen.PORTS_ROW).trim());
    assertEquals("NO GAMEPADS: KEYBOARD ONLY", driver.frame().rowText(TitleScreen.HINT_ROW).trim());
    assertEquals(1, problems.size());
    new MatchDriver(driver).startGame();
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void twoPadsAtStartJoinInTheOrderTheirPlayersPressA(boolean xboxFirst) {
    ConsoleDriver driver = new ConsoleDriver(1);
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox, ps4));
    driver.run(2);
    assertEquals("GAMEPAD 1: PRESS A TO JOIN", hands.row(TitleScreen.PUSH_START_ROW).trim());
    hands.tap(ps4, PadButton.START);
    assertTrue(hands.row(TitleScreen.PUSH_START_ROW).contains("JOIN"), "START does not join");
    FakePad first = xboxFirst ? xbox : ps4;
    FakePad second = xboxFirst ? ps4 : xbox;
    hands.tap(first, PadButton.A);
    assertEquals("GAMEPAD 2: PRESS A TO JOIN", hands.row(TitleScreen.PUSH_START_ROW).trim());
    assertTrue(
        hands.row(TitleScreen.PORTS_ROW).contains(first == xbox ? "XBOX 360" : "PS4"),
        hands.row(TitleScreen.PORTS_ROW));
    hands.tap(second, PadButton.A);
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 60);
    assertTrue(
        hands.row(TitleScreen.PORTS_ROW + 1).contains(second == xbox ? "XBOX 360" : "PS4"),
        hands.row(TitleScreen.PORTS_ROW + 1));
    hands.tap(second, PadButton.START);
    driver.runUntil(MatchDriver::choosing, 100);
  }

  @Test
  void theCallToJoinNamesTheLostPortFirst() {
    ConsoleDriver driver = new ConsoleDriver(1);
    PadHands hands = new PadHands(driver);
    FakePad third = new FakePad("Third Pad");
    driver.ports().connected(xbox);
    driver.ports().connected(ps4);
    driver.ports().connected(third);
    driver.ports().disconnected(xbox);
    driver.ports().keyboardUsed(0);
    driver.ports().disconnected(ps4);
    driver.run(2);
    assertEquals("GAMEPAD 2: PRESS A TO JOIN", hands.row(TitleScreen.PUSH_START_ROW).trim());
    hands.tap(third, PadButton.A);
    assertTrue(hands.row(TitleScreen.PORTS_ROW + 1).contains("THIRD PAD"));
  }

  @Test
  void twoPadsPlayAWholeGameWithDpadAndStick() {
    ConsoleDriver driver = new ConsoleDriver(4);
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox));
    driver.ports().connected(ps4);
    hands.tap(xbox, PadButton.START);
    driver.runUntil(MatchDriver::choosing, 100);
    int x = handX(driver, 0);
    hands.flick(xbox, 1);
    assertEquals(x + 24, handX(driver, 0), "the stick moves the hand one house");
    hands.flick(ps4, 1);
    assertEquals(x + 24, handX(driver, 0), "the other pad's stick moves nothing now");

    Rules rules = Rules.of(RuleSet.KALAH, TitleScreen.HOUSES);
    Position p = rules.start(TitleScreen.SEEDS);
    SplittableRandom random = new SplittableRandom(8);
    while (!p.isOver()) {
      int move = RandomGames.randomMove(p, random);
      hands.play(p.mover() == 0 ? xbox : ps4, move);
      rules.play(p, move);
    }
    driver.runUntil(MatchDriver::gameOver, MatchDriver.MOVE_LIMIT);
    assertScores(driver, p.total(0), p.total(1));
  }

  @Test
  void unpluggedDuringASowingTheGameHoldsAndGoesOnExactlyWhereItWas() {
    ConsoleDriver held = couchWithPads(5);
    ConsoleDriver twin = couchWithPads(5);
    for (ConsoleDriver d : List.of(held, twin)) {
      new PadHands(d).play(xbox, 2);
      d.run(20);
    }
    held.ports().disconnected(xbox);
    held.run(1);
    Frame frame = held.frame();
    assertTrue(frame.rowText(UnpluggedNotice.ROW).contains("PAD 1 DISCONNECTED"));
    assertTrue(frame.rowText(UnpluggedNotice.ROW + 3).contains("CONNECT A PAD OR PRESS A KEY"));
    held.run(HELD_TICKS - 1);
    assertTrue(held.frame().rowText(UnpluggedNotice.ROW).contains("PAD 1 DISCONNECTED"));
    held.ports().connected(xbox);
    held.run(1);
    twin.run(1);
    assertSamePicture(twin.frame(), held.frame());
    for (int i = 0; i < 200; i++) {
      held.run(1);
      twin.run(1);
      assertSamePicture(twin.frame(), held.frame());
    }
  }

  @Test
  void anyPadResumesAndTheKeyboardToo() {
    ConsoleDriver driver = couchWithPads(6);
    PadHands hands = new PadHands(driver);
    driver.runUntil(MatchDriver::choosing, 100);
    driver.ports().disconnected(ps4);
    driver.run(2);
    assertTrue(hands.row(UnpluggedNotice.ROW).contains("PAD 2 DISCONNECTED"));
    FakePad other = new FakePad("8BitDo SN30 Pro");
    driver.ports().connected(other);
    driver.run(2);
    assertTrue(MatchDriver.choosing(driver.frame()), "another pad took port 2");

    int x = handX(driver, 0);
    driver.ports().disconnected(xbox);
    driver.run(2);
    assertTrue(hands.row(UnpluggedNotice.ROW).contains("PAD 1 DISCONNECTED"));
    driver.ports().keyboardUsed(0);
    driver.tap(0, Button.RIGHT);
    driver.run(40);
    assertTrue(MatchDriver.choosing(driver.frame()), "port 1's key resumed the game");
    assertEquals(x, handX(driver, 0), "the key that resumed did nothing else");
    driver.tap(0, Button.RIGHT);
    assertEquals(x + 24, handX(driver, 0), "and the next one plays");
  }

  @Test
  void bothPadsUnpluggedAreBothNamedAndBothMustComeBack() {
    ConsoleDriver driver = couchWithPads(6);
    driver.runUntil(MatchDriver::choosing, 100);
    driver.ports().disconnected(xbox);
    driver.ports().disconnected(ps4);
    driver.run(2);
    assertTrue(driver.frame().rowText(UnpluggedNotice.ROW).contains("PADS 1 AND 2 DISCONNECTED"));
    driver.ports().connected(ps4);
    driver.run(2);
    assertTrue(driver.frame().rowText(UnpluggedNotice.ROW).contains("PAD 1 DISCONNECTED"));
    driver.ports().connected(xbox);
    driver.run(2);
    assertTrue(MatchDriver.choosing(driver.frame()));
  }

  @Test
  void unpluggedWhileTheComputerThinksTheGameHoldsAndTheComputersMoveComesAfter() {
    HeldTasks tasks = new HeldTasks();
    ConsoleDriver driver =
        new ConsoleDriver(
            3, new Lineup(Controller.GAMEPAD_1, Controller.AI_HARD), TestComputers.on(tasks));
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox));
    hands.tap(xbox, PadButton.START);
    hands.play(xbox, 3);
    driver.runUntil(f -> f.rowText(MatchScreen.MESSAGE_ROW).contains("AI HARD THINKING"), 2_000);
    driver.ports().disconnected(xbox);
    driver.run(2);
    assertTrue(hands.row(UnpluggedNotice.ROW).contains("PAD 1 DISCONNECTED"));
    tasks.runAll();
    driver.run(HELD_TICKS);
    assertTrue(hands.row(UnpluggedNotice.ROW).contains("PAD 1 DISCONNECTED"), "still held");
    driver.ports().connected(xbox);
    driver.runUntil(MatchDriver::choosing, MatchDriver.MOVE_LIMIT);
    assertEquals(
        0, MatchDriver.mover(driver.frame()), "the computer moved after the pad came back");
  }

  @Test
  void theComputersPortNeedsNoPad() {
    ConsoleDriver driver =
        new ConsoleDriver(3, new Lineup(Controller.GAMEPAD_1, Controller.AI_EASY));
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox));
    driver.ports().connected(ps4);
    hands.tap(xbox, PadButton.START);
    driver.runUntil(MatchDriver::choosing, 100);
    driver.ports().disconnected(ps4);
    driver.run(2);
    assertTrue(MatchDriver.choosing(driver.frame()), "port 2's pad plays nobody");
  }

  @Test
  void theControlsScreenWorksFromTheKeyboardWithoutAPad() {
    ConsoleDriver driver = new ConsoleDriver(1);
    driver.run(2);
    driver.tap(ConsoleKey.SELECT);
    assertTrue(driver.frame().rowText(2).contains("#"), "the big CONTROLS title");
    assertEquals("< GAMEPAD 1 >", row(driver, ControlsScreen.PORT_ROW));
    assertEquals("NO PAD - KEYBOARD ONLY", row(driver, ControlsScreen.PORT_ROW + 1));
    assertEquals(List.of("A", "Z", "-"), cells(driver, ControlsScreen.FIRST_ROW + 4));
    driver.tap(0, Button.RIGHT);
    assertEquals("< GAMEPAD 2 >", row(driver, ControlsScreen.PORT_ROW));
    assertEquals(List.of("A", "G", "-"), cells(driver, ControlsScreen.FIRST_ROW + 4));
    assertEquals(List.of("START", "F4", "-"), cells(driver, ControlsScreen.FIRST_ROW + 6));
    for (int i = 0; i < 4; i++) {
      driver.tap(0, Button.DOWN);
    }
    driver.tap(0, Button.A);
    assertEquals("NO PAD IN GAMEPAD 2", row(driver, ControlsScreen.MESSAGE_ROW));
    assertEquals(SoundCue.BUZZER, lastSound(driver));
    driver.tap(0, Button.B);
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 100);
  }

  @Test
  void rebindingThroughTheScreenSwapsAAndBOnThePadAndItPlaysThatWay() {
    ConsoleDriver driver = new ConsoleDriver(1);
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox));
    hands.tap(xbox, PadButton.BACK);
    assertEquals("XBOX 360 CONTROLLER", row(driver, ControlsScreen.PORT_ROW + 1));
    for (int i = 0; i < 4; i++) {
      hands.tap(xbox, PadButton.DPAD_DOWN);
    }
    hands.tap(xbox, PadButton.A);
    assertEquals("PRESS A PAD BUTTON FOR A", row(driver, ControlsScreen.MESSAGE_ROW));
    hands.tap(xbox, PadButton.B);
    assertEquals("A IS NOW B", row(driver, ControlsScreen.MESSAGE_ROW));
    assertEquals(List.of("A", "Z", "B"), cells(driver, ControlsScreen.FIRST_ROW + 4));
    assertEquals(List.of("B", "X", "A"), cells(driver, ControlsScreen.FIRST_ROW + 5));

    hands.tap(xbox, PadButton.A);
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 100);
    hands.tap(xbox, PadButton.START);
    driver.runUntil(MatchDriver::choosing, 100);
    hands.tap(xbox, PadButton.B);
    driver.run(60);
    assertTrue(driver.sounds().contains(new SoundEvent(SoundCue.DROP, 0)), "B sowed");
  }

  @Test
  void listeningEndsWithBOnTheKeyboardOrWhenTimeRunsOut() {
    ConsoleDriver driver = new ConsoleDriver(1);
    PadHands hands = new PadHands(driver);
    driver.ports().begin(List.of(xbox));
    driver.tap(ConsoleKey.SELECT);
    driver.tap(0, Button.A);
    assertTrue(row(driver, ControlsScreen.MESSAGE_ROW + 1).contains("B CANCELS  5 S LEFT"));
    driver.tap(0, Button.B);
    assertEquals("UP NOT CHANGED", row(driver, ControlsScreen.MESSAGE_ROW));
    hands.tap(xbox, PadButton.X);
    assertEquals(List.of("UP", "UP", "DPAD UP"), cells(driver, ControlsScreen.FIRST_ROW));

    driver.tap(0, Button.A);
    driver.run(ControlsScreen.LISTEN_TICKS);
    assertEquals("UP NOT CHANGED", row(driver, ControlsScreen.MESSAGE_ROW));
    hands.tap(xbox, PadButton.X);
    assertEquals(List.of("UP", "UP", "DPAD UP"), cells(driver, ControlsScreen.FIRST_ROW));
    assertFalse(driver.ports().listening());
  }

  @Test
  void resetWhileListeningStopsListening() {
    ConsoleDriver driver = new ConsoleDriver(1);
    driver.ports().begin(List.of(xbox));
    driver.tap(ConsoleKey.SELECT);
    driver.tap(0, Button.A);
    assertTrue(driver.ports().listening());
    driver.tap(ConsoleKey.RESET);
    assertFalse(driver.ports().listening());
  }

  @Test
  void swapAndDefaultsFromTheScreen() {
    ConsoleDriver driver = new ConsoleDriver(1);
    driver.ports().begin(List.of(xbox));
    driver.tap(ConsoleKey.SELECT);
    for (int i = 0; i < 9; i++) {
      driver.tap(0, Button.DOWN);
    }
    driver.tap(0, Button.A);
    assertEquals("A AND B SWAPPED", row(driver, ControlsScreen.MESSAGE_ROW));
    assertEquals(List.of("A", "Z", "B"), cells(driver, ControlsScreen.FIRST_ROW + 4));
    driver.tap(0, Button.DOWN);
    driver.tap(0, Button.A);
    assertEquals("DEFAULT BUTTONS BACK", row(driver, ControlsScreen.MESSAGE_ROW));
    assertEquals(List.of("A", "Z", "A"), cells(driver, ControlsScreen.FIRST_ROW + 4));
    driver.tap(0, Button.DOWN);
    driver.tap(0, Button.A);
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 100);
  }

  private ConsoleDriver couchWithPads(long seed) {
    ConsoleDriver driver = new ConsoleDriver(seed);
    driver.ports().begin(List.of(xbox));
    driver.ports().connected(ps4);
    new PadHands(driver).tap(xbox, PadButton.START);
    driver.runUntil(MatchDriver::choosing, 100);
    return driver;
  }

  private static String row(ConsoleDriver driver, int row) {
    return driver.frame().rowText(row).trim();
  }

  /** The action, key and pad button shown on a row of the controls screen. */
  private static List<String> cells(ConsoleDriver driver, int row) {
    Frame frame = driver.frame();
    int action = ControlsScreen.ACTION_COLUMN;
    int key = ControlsScreen.KEY_COLUMN;
    int pad = ControlsScreen.PAD_COLUMN;
    return List.of(
        frame.text(action, row, key - action).trim(),
        frame.text(key, row, pad - key).trim(),
        frame.text(pad, row, Frame.COLUMNS - pad).trim());
  }

  private static SoundCue lastSound(ConsoleDriver driver) {
    List<SoundEvent> sounds = driver.sounds();
    return sounds.get(sounds.size() - 1).cue();
  }

  private int handX(ConsoleDriver driver, int player) {
    int row = player == 0 ? MatchScreen.BOTTOM_HAND_ROW : MatchScreen.TOP_HAND_ROW;
    for (int i = 0; i < 40; i++) {
      for (Sprite s : driver.frame().sprites()) {
        if (s.y() == row * 8) {
          return s.x();
        }
      }
      driver.run(1);
    }
    throw new AssertionError("no hand on row " + row);
  }

  private static void assertScores(ConsoleDriver driver, int bottom, int top) {
    String b = driver.frame().rowText(MatchScreen.BOTTOM_LABEL_ROW).trim();
    String t = driver.frame().rowText(MatchScreen.TOP_LABEL_ROW).trim();
    assertTrue(b.endsWith(" " + bottom), b);
    assertTrue(t.endsWith(" " + top), t);
  }

  private static void assertSamePicture(Frame expected, Frame actual) {
    for (int row = 0; row < Frame.ROWS; row++) {
      assertEquals(expected.rowText(row), actual.rowText(row), "row " + row);
      for (int column = 0; column < Frame.COLUMNS; column++) {
        assertEquals(expected.tile(column, row), actual.tile(column, row));
      }
    }
    assertEquals(expected.sprites(), actual.sprites());
  }

  /** Holds the computers' thinking back until the test lets it run. */
  private static final class HeldTasks implements java.util.concurrent.Executor {
    private final List<Runnable> tasks = new ArrayList<>();

    @Override
    public void execute(Runnable task) {
      tasks.add(task);
    }

    void runAll() {
      List<Runnable> now = List.copyOf(tasks);
      tasks.clear();
      now.forEach(Runnable::run);
    }
  }
}
