package mancala.console.pads;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import mancala.console.Button;
import org.junit.jupiter.api.Test;

/** The stick's dead zone and hysteresis: it engages past 0.5 and lets go below 0.3. */
class StickFilterTest {
  private final StickFilter stick = new StickFilter();

  @Test
  void nothingInsideTheDeadZone() {
    stick.moveX(0.49f);
    stick.moveY(-0.49f);
    assertEquals(0, stick.buttons());
  }

  @Test
  void engagesPastTheThresholdAndHoldsUntilBelowTheRelease() {
    stick.moveX(0.5f);
    assertEquals(Button.RIGHT.bit(), stick.buttons());
    stick.moveX(0.31f);
    assertEquals(Button.RIGHT.bit(), stick.buttons(), "between the thresholds it holds");
    stick.moveX(0.29f);
    assertEquals(0, stick.buttons());
    stick.moveX(0.4f);
    assertEquals(0, stick.buttons(), "and does not come back until past 0.5 again");
  }

  @Test
  void noiseAroundTheDeadZoneNeverChatters() {
    SplittableRandom random = new SplittableRandom(3);
    stick.moveY(-0.8f);
    int changes = 0;
    int last = stick.buttons();
    for (int i = 0; i < 10_000; i++) {
      stick.moveY((float) (-0.4 + 0.09 * (random.nextDouble() * 2 - 1)));
      if (stick.buttons() != last) {
        changes++;
        last = stick.buttons();
      }
    }
    assertEquals(0, changes, "noise between 0.31 and 0.49 keeps UP held");
    assertEquals(Button.UP.bit(), stick.buttons());

    stick.centre();
    for (int i = 0; i < 10_000; i++) {
      stick.moveY((float) (-0.4 + 0.09 * (random.nextDouble() * 2 - 1)));
      assertEquals(0, stick.buttons(), "and never presses it from the centre");
    }
  }

  @Test
  void crossingStraightToTheOtherSideTurnsAround() {
    stick.moveX(-1);
    assertEquals(Button.LEFT.bit(), stick.buttons());
    stick.moveX(0.4f);
    assertEquals(0, stick.buttons(), "left is let go on the other side of the centre");
    stick.moveX(1);
    assertEquals(Button.RIGHT.bit(), stick.buttons());
  }

  @Test
  void diagonalsPressBothAndAbsurdValuesAreTamed() {
    stick.moveX(Float.NEGATIVE_INFINITY);
    stick.moveY(1e9f);
    assertEquals(Button.LEFT.bit() | Button.DOWN.bit(), stick.buttons());
    stick.moveX(Float.NaN);
    assertEquals(Button.DOWN.bit(), stick.buttons(), "not a number reads as the centre");
  }
}
