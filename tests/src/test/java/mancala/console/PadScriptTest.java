package mancala.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The pad script format: ticks, relative ticks, taps, and errors naming the line. */
class PadScriptTest {

  @Test
  void eventsApplyAtTheirTicks() {
    PadScript script =
        PadScript.parse(
            "# a comment\n10 1 press A,B\n+5 1 release A\n20 2 tap LEFT\n30 console tap RESET\n",
            "s");
    Controls controls = new Controls();

    script.apply(9, controls);
    assertEquals(0, controls.pad(0));
    script.apply(10, controls);
    assertEquals(Button.A.bit() | Button.B.bit(), controls.pad(0));
    script.apply(15, controls);
    assertEquals(Button.B.bit(), controls.pad(0));
    script.apply(21, controls);
    assertEquals(Button.LEFT.bit(), controls.pad(1));
    script.apply(22, controls);
    assertEquals(0, controls.pad(1));
    script.apply(30, controls);
    assertEquals(ConsoleKey.RESET.bit(), controls.keys());
    assertEquals(32, script.lastTick());
  }

  @Test
  void mistakesAreNamedWithTheirLine() {
    assertProblem("10 3 tap A", "s: line 1: the port is 1, 2 or console, not '3'");
    assertProblem("\n10 1 hold A", "s: line 2: the action is press, release or tap, not 'hold'");
    assertProblem("10 1 tap JUMP", "s: line 1: unknown button 'JUMP'");
    assertProblem("10 console tap A", "s: line 1: unknown console key 'A'");
    assertProblem("ten 1 tap A", "s: line 1: the tick is a number or +number, not 'ten'");
    assertProblem("10 1 tap", "s: line 1: expected '<tick> <port> <action> <buttons>'");
    assertProblem("10 1 tap A\n5 1 tap B", "s: line 2: tick 5 comes before the previous");
  }

  private static void assertProblem(String text, String expected) {
    String message =
        assertThrows(IllegalArgumentException.class, () -> PadScript.parse(text, "s")).getMessage();
    assertEquals(expected, message.substring(0, Math.min(message.length(), expected.length())));
  }
}
