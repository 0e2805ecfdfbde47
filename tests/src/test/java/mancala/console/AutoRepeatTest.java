package mancala.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the program sees of held and tapped buttons: a press once, held directions repeating after
 * {@link AutoRepeat#DELAY} ticks every {@link AutoRepeat#INTERVAL}, and taps shorter than a tick.
 */
class AutoRepeatTest {
  private final Controls controls = new Controls();
  private final List<Long> presses = new ArrayList<>();
  private final List<Long> repeats = new ArrayList<>();
  private long tick;
  private final Console console =
      new Console(
          (input, frame, speaker) -> {
            if (input.pressed(0, Button.RIGHT)) {
              presses.add(tick);
            }
            if (input.repeated(0, Button.RIGHT)) {
              repeats.add(tick);
            }
            if (input.pressed(1, Button.A)) {
              presses.add(-tick);
            }
          },
          controls);

  @Test
  void aHeldDirectionRepeatsAfterTheDelayAtTheInterval() {
    controls.press(0, Button.RIGHT);
    run(60);
    long d = AutoRepeat.DELAY;
    long i = AutoRepeat.INTERVAL;
    List<Long> expected = new ArrayList<>(List.of(0L));
    for (long t = d; t < 60; t += i) {
      expected.add(t);
    }
    assertEquals(expected, presses);
    assertEquals(expected.subList(1, expected.size()), repeats);
  }

  @Test
  void lettingGoStartsTheDelayAgain() {
    controls.press(0, Button.RIGHT);
    run(AutoRepeat.DELAY - 1);
    controls.release(0, Button.RIGHT);
    run(1);
    controls.press(0, Button.RIGHT);
    run(AutoRepeat.DELAY - 1);
    assertEquals(List.of(0L, (long) AutoRepeat.DELAY), presses, "no repeat yet");
  }

  @Test
  void buttonsOtherThanDirectionsNeverRepeat() {
    controls.press(1, Button.A);
    run(200);
    assertEquals(List.of(0L), presses.stream().map(Math::abs).toList());
  }

  @Test
  void aTapShorterThanATickStillCounts() {
    controls.press(0, Button.RIGHT);
    controls.release(0, Button.RIGHT);
    controls.setPad(1, Button.A.bit(), 0);
    controls.setPad(1, 0, 0);
    run(3);
    assertEquals(List.of(0L, 0L), presses);
  }

  @Test
  void keyboardAndPadHoldingOneButtonLetGoIndependently() {
    controls.press(0, Button.LEFT);
    controls.setPad(0, Button.LEFT.bit(), 0);
    controls.release(0, Button.LEFT);
    assertEquals(Button.LEFT.bit(), controls.pad(0), "the pad still holds it");
    controls.setPad(0, 0, ConsoleKey.OPTION.bit());
    assertEquals(0, controls.pad(0));
    assertEquals(ConsoleKey.OPTION.bit(), controls.keys());
    controls.releaseAll();
    assertEquals(0, controls.keys());
  }

  private void run(int ticks) {
    for (int t = 0; t < ticks; t++) {
      console.tick();
      tick++;
    }
  }
}
