package mancala.console.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import mancala.ai.Level;
import mancala.console.Button;
import mancala.console.ConsoleDriver;
import mancala.console.ConsoleKey;
import mancala.console.picture.Frame;
import mancala.console.picture.Sprite;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.Rules;
import org.junit.jupiter.api.Test;

/** Computer players at the console: whole games, thinking off the console's thread, hints. */
class ComputerMatchTest {
  private final BoardLayout board = new BoardLayout(Layout.of(TitleScreen.HOUSES));

  /** Holds the computers' thinking back until the test lets it run. */
  private static final class HeldTasks implements Executor {
    private final List<Runnable> tasks = new ArrayList<>();

    @Override
    public void execute(Runnable task) {
      tasks.add(task);
    }

    int waiting() {
      return tasks.size();
    }

    void runAll() {
      List<Runnable> now = List.copyOf(tasks);
      tasks.clear();
      now.forEach(Runnable::run);
    }
  }

  @Test
  void twoComputersPlayAWholeGameAndTheVerdictMatchesTheScores() {
    ConsoleDriver driver =
        new ConsoleDriver(3, new Lineup(Controller.AI_EASY, Controller.AI_MEDIUM));
    start(driver);
    driver.runUntil(MatchDriver::gameOver, 200_000);
    Frame frame = driver.frame();
    String bottom = frame.rowText(MatchScreen.BOTTOM_LABEL_ROW).trim();
    String top = frame.rowText(MatchScreen.TOP_LABEL_ROW).trim();
    assertTrue(bottom.startsWith("P1 AI EASY"), bottom);
    assertTrue(top.startsWith("P2 AI MEDIUM"), top);
    int a = Integer.parseInt(bottom.substring(bottom.lastIndexOf(' ') + 1));
    int b = Integer.parseInt(top.substring(top.lastIndexOf(' ') + 1));
    assertEquals(2 * TitleScreen.HOUSES * TitleScreen.SEEDS, a + b, "every seed is counted");
    String verdict =
        a == b
            ? "A DRAW"
            : (a > b ? "AI EASY" : "AI MEDIUM")
                + " WINS "
                + Math.max(a, b)
                + " TO "
                + Math.min(a, b);
    assertTrue(frame.rowText(MatchScreen.MESSAGE_ROW).contains(verdict), frame.rowText(24));
  }

  @Test
  void theConsoleKeepsTickingWhileTheComputerThinksAndResetLetsItGo() {
    HeldTasks held = new HeldTasks();
    ConsoleDriver driver =
        new ConsoleDriver(
            3, new Lineup(Controller.GAMEPAD_1, Controller.AI_HARD), TestComputers.on(held));
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    match.play(3);
    driver.runUntil(f -> f.rowText(MatchScreen.MESSAGE_ROW).contains("AI HARD THINKING"), 20_000);
    long before = driver.console().ticks();
    driver.run(600);
    assertEquals(before + 600, driver.console().ticks());
    assertEquals(1, held.waiting(), "one search waits on the worker");
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("AI HARD THINKING"));

    driver.tap(ConsoleKey.RESET);
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 60);
    held.runAll();
    driver.run(120);
    assertTrue(driver.frame().rowText(4).contains("#"), "a late answer changes nothing");
  }

  @Test
  void takingBackStopsTheThinkingAndItsLateAnswerIsIgnored() {
    HeldTasks held = new HeldTasks();
    ConsoleDriver driver =
        new ConsoleDriver(
            3, new Lineup(Controller.GAMEPAD_1, Controller.AI_HARD), TestComputers.on(held));
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    int[] start = shownStores(driver);
    match.play(3);
    driver.runUntil(f -> f.rowText(MatchScreen.MESSAGE_ROW).contains("AI HARD THINKING"), 20_000);

    driver.tap(ConsoleKey.START);
    driver.tap(0, Button.DOWN);
    driver.tap(0, Button.A);
    driver.runUntil(MatchDriver::choosing, 200);
    assertTrue(driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("PLAYER 1"));
    held.runAll();
    driver.run(300);
    assertTrue(MatchDriver.choosing(driver.frame()), "still the player's turn");
    assertEquals(start[0], shownStores(driver)[0]);
    assertEquals(start[1], shownStores(driver)[1]);
  }

  @Test
  void aCancelledSearchGivesNoChoiceAndNoComplaint() {
    HeldTasks held = new HeldTasks();
    ComputerPlayers computers = TestComputers.on(held);
    Position p = Rules.of(TitleScreen.RULES, TitleScreen.HOUSES).start(TitleScreen.SEEDS);
    try (ComputerPlayers.Seat seat = computers.seat(Level.BEST, p.rules(), 1)) {
      Thinking cancelled = seat.think(p);
      cancelled.cancel();
      held.runAll();
      assertTrue(cancelled.done());
      assertEquals(java.util.Optional.empty(), cancelled.choice());

      Thinking thought = seat.think(p);
      held.runAll();
      assertTrue(p.isLegal(thought.choice().orElseThrow().house()));
      assertTrue(thought.considered() >= 0, "the search told which houses it weighed");
    }
    held.runAll();
  }

  @Test
  void whileAComputerThinksTheHandFollowsItsThoughtsUnlessTheyAreHidden() {
    List<Integer> shown = handColumnsWhileThinking(false);
    List<Integer> hidden = handColumnsWhileThinking(true);
    assertFalse(hidden.contains(-1) || shown.contains(-1), "the hand is always drawn");
    assertEquals(1, hidden.stream().distinct().count(), "hidden thoughts: the hand waits");
    assertTrue(shown.stream().distinct().count() > 1, "shown thoughts: the hand roams " + shown);
  }

  private static String screenText(Frame frame) {
    StringBuilder text = new StringBuilder();
    for (int row = 0; row < Frame.ROWS; row++) {
      text.append(frame.rowText(row)).append('\n');
    }
    return text.toString();
  }

  /** The top hand's columns, tick by tick, from the start of a computer's turn until it sows. */
  private List<Integer> handColumnsWhileThinking(boolean hide) {
    HeldTasks held = new HeldTasks();
    ConsoleDriver driver =
        new ConsoleDriver(
            3, new Lineup(Controller.GAMEPAD_1, Controller.AI_MEDIUM), TestComputers.on(held));
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    if (hide) {
      driver.tap(ConsoleKey.START);
      driver.tap(0, Button.DOWN);
      driver.tap(0, Button.DOWN);
      driver.tap(0, Button.A);
      assertTrue(screenText(driver.frame()).contains("THOUGHTS   HIDDEN"));
      driver.tap(ConsoleKey.START);
    }
    match.play(3);
    driver.runUntil(f -> f.rowText(MatchScreen.MESSAGE_ROW).contains("THINKING"), 20_000);
    held.runAll();
    List<Integer> columns = new ArrayList<>();
    while (driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("THINKING")) {
      columns.add(topHandX(driver.frame()));
      driver.run(1);
    }
    return columns;
  }

  @Test
  void aHintPointsTheHandAtTheComputersMoveAndMarksWhereItEnds() {
    ConsoleDriver driver = new ConsoleDriver(4, Lineup.COUCH);
    MatchDriver match = new MatchDriver(driver);
    match.startGame();
    driver.tap(0, Button.START);
    driver.tap(0, Button.DOWN);
    driver.tap(0, Button.A);
    driver.runUntil(f -> f.rowText(MatchScreen.MESSAGE_ROW).contains("HINT: HOUSE"), 20);
    String message = driver.frame().rowText(MatchScreen.MESSAGE_ROW);
    int house = Integer.parseInt(message.replaceAll(".*HOUSE (\\d+).*", "$1")) - 1;
    Position p = Rules.of(TitleScreen.RULES, TitleScreen.HOUSES).start(TitleScreen.SEEDS);
    int last = p.rules().lastPit(p, house);
    assertEquals(last == p.layout().store(0), message.contains("ENDS IN STORE"), message);
    boolean dashed = false;
    for (int t = 0; t < 20 && !dashed; t++) {
      for (Sprite s : driver.frame().sprites()) {
        dashed |=
            s.tile() == ConsoleDriver.ART.tile("dash")
                && s.x() == board.centreX(last) - 4
                && s.y() == board.centreY(last) - 4;
      }
      driver.run(1);
    }
    assertTrue(dashed, "a dash blinks where the last seed lands");
    assertEquals(board.column(p.layout().pit(0, house)) * 8, bottomHandX(driver));
    driver.tap(0, house > 0 ? Button.LEFT : Button.RIGHT);
    assertFalse(
        driver.frame().rowText(MatchScreen.MESSAGE_ROW).contains("HINT"),
        "moving the hand puts the hint away");
  }

  private static void start(ConsoleDriver driver) {
    driver.runUntil(f -> f.rowText(TitleScreen.PUSH_START_ROW).contains("PUSH START"), 200);
    driver.tap(ConsoleKey.START);
  }

  /** The scores printed beside both players' names. */
  private static int[] shownStores(ConsoleDriver driver) {
    int[] scores = new int[2];
    for (int player = 0; player < 2; player++) {
      String row =
          driver
              .frame()
              .rowText(player == 0 ? MatchScreen.BOTTOM_LABEL_ROW : MatchScreen.TOP_LABEL_ROW)
              .trim();
      scores[player] = Integer.parseInt(row.substring(row.lastIndexOf(' ') + 1));
    }
    return scores;
  }

  /** The x of the bottom hand once it shows through its blinking, or -1. */
  private static int bottomHandX(ConsoleDriver driver) {
    for (int t = 0; t < 40; t++) {
      int x = handX(driver.frame(), MatchScreen.BOTTOM_HAND_ROW);
      if (x >= 0) {
        return x;
      }
      driver.run(1);
    }
    return -1;
  }

  /** The x of the top hand, or -1. */
  private static int topHandX(Frame frame) {
    return handX(frame, MatchScreen.TOP_HAND_ROW);
  }

  /** The x of the hand resting at a row (its first tile), or -1. */
  private static int handX(Frame frame, int row) {
    int tile = ConsoleDriver.ART.tile("hand.0");
    return frame.sprites().stream()
        .filter(s -> s.tile() == tile && (s.y() == row * 8 || s.y() == row * 8 + 8))
        .mapToInt(Sprite::x)
        .findFirst()
        .orElse(-1);
  }
}
