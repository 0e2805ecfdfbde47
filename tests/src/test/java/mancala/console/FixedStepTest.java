package mancala.console;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Real time into whole ticks: accumulated, clamped, bounded. */
class FixedStepTest {

  @Test
  void sixtyFramesOfASixtiethMakeSixtyTicks() {
    FixedStep clock = new FixedStep();
    int ticks = 0;
    for (int i = 0; i < 60; i++) {
      ticks += clock.ticksFor(1.0 / 60);
    }
    assertEquals(60, ticks);
  }

  @Test
  void shortFramesAccumulate() {
    FixedStep clock = new FixedStep();
    int ticks = 0;
    for (int i = 0; i < 240; i++) {
      ticks += clock.ticksFor(1.0 / 240);
    }
    assertEquals(60, ticks);
  }

  @Test
  void aStallNeverBecomesABurst() {
    FixedStep clock = new FixedStep();
    assertEquals(FixedStep.MAX_TICKS_PER_FRAME, clock.ticksFor(3.0));
    assertEquals(1, clock.ticksFor(1.0 / 60));
    assertEquals(0, clock.ticksFor(-1));
    assertEquals(0, clock.ticksFor(Double.NaN));
  }
}
