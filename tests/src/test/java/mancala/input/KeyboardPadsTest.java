package mancala.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.badlogic.gdx.Input.Keys;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Controls;
import mancala.console.pads.PadAction;
import org.junit.jupiter.api.Test;

/**
 * The keyboard drives both ports and the console keys, and tells which port's keys are used; F11
 * and Alt+Enter toggle fullscreen.
 */
class KeyboardPadsTest {
  private final Controls controls = new Controls();
  private final List<Integer> portsUsed = new ArrayList<>();
  private final AtomicInteger toggles = new AtomicInteger();
  private final AtomicInteger shots = new AtomicInteger();
  private final KeyboardPads keyboard =
      new KeyboardPads(
          controls,
          KeyBindings.standard(),
          new WindowKeys() {
            @Override
            public void toggleFullscreen() {
              toggles.incrementAndGet();
            }

            @Override
            public void screenshot() {
              shots.incrementAndGet();
            }
          },
          portsUsed::add);

  @Test
  void bothPortsAndTheConsoleKeys() {
    keyboard.keyDown(Keys.LEFT);
    keyboard.keyDown(Keys.Z);
    keyboard.keyDown(Keys.D);
    keyboard.keyDown(Keys.G);
    keyboard.keyDown(Keys.F5);
    assertEquals(Button.LEFT.bit() | Button.A.bit(), controls.pad(0));
    assertEquals(Button.RIGHT.bit() | Button.A.bit(), controls.pad(1));
    assertEquals(ConsoleKey.RESET.bit(), controls.keys());
    assertEquals(List.of(0, 0, 1, 1), portsUsed, "port keys say their port; console keys none");

    keyboard.keyUp(Keys.Z);
    keyboard.keyUp(Keys.G);
    keyboard.keyUp(Keys.F5);
    assertEquals(Button.LEFT.bit(), controls.pad(0));
    assertEquals(Button.RIGHT.bit(), controls.pad(1));
    assertEquals(0, controls.keys());
  }

  @Test
  void fullscreenOnF11AndAltEnterWithoutPressingStart() {
    keyboard.keyDown(Keys.F11);
    keyboard.keyDown(Keys.ALT_LEFT);
    keyboard.keyDown(Keys.ENTER);
    assertEquals(2, toggles.get());
    assertEquals(0, controls.pad(0));

    keyboard.keyUp(Keys.ENTER);
    keyboard.keyUp(Keys.ALT_LEFT);
    keyboard.keyDown(Keys.ENTER);
    assertEquals(Button.START.bit(), controls.pad(0));
  }

  @Test
  void theLegendNamesEachPortsKeys() {
    KeyBindings keys = KeyBindings.standard();
    assertEquals("Z", keys.keyName(0, PadAction.A));
    assertEquals("R-SHIFT", keys.keyName(0, PadAction.SELECT));
    assertEquals("H", keys.keyName(1, PadAction.B));
    assertEquals("W", keys.keyName(1, PadAction.UP));
    assertEquals("F4", keys.keyName(1, PadAction.START), "port 2 starts with the console's key");
    assertEquals("F2", keys.keyName(0, PadAction.OPTION));
    assertEquals("F2", keys.keyName(1, PadAction.OPTION));
  }

  @Test
  void f12TakesAScreenshot() {
    keyboard.keyDown(Keys.F12);
    assertEquals(1, shots.get());
    assertEquals(0, controls.pad(0));
  }
}
