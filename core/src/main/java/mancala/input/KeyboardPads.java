package mancala.input;

import com.badlogic.gdx.Input.Keys;
import com.badlogic.gdx.InputAdapter;
import java.util.function.IntConsumer;
import mancala.console.Controls;

/**
 * Feeds the keyboard into the console's {@link Controls} through {@link KeyBindings}, tells which
 * port's keys are being used (a port that lost its gamepad goes to the keyboard), and turns F11 or
 * Alt+Enter into a fullscreen toggle (Alt+Enter then does not press START).
 */
public final class KeyboardPads extends InputAdapter {
  private final Controls controls;
  private final KeyBindings bindings;
  private final WindowKeys window;
  private final IntConsumer portUsed;
  private boolean leftAlt;
  private boolean rightAlt;

  /**
   * Keyboard input for these controls, with the window's own keys going to {@code window} and the
   * port of every port key pressed to {@code portUsed}.
   */
  public KeyboardPads(
      Controls controls, KeyBindings bindings, WindowKeys window, IntConsumer portUsed) {
    this.controls = controls;
    this.bindings = bindings;
    this.window = window;
    this.portUsed = portUsed;
  }

  @Override
  public boolean keyDown(int keycode) {
    if (keycode == Keys.ALT_LEFT) {
      leftAlt = true;
    } else if (keycode == Keys.ALT_RIGHT) {
      rightAlt = true;
    }
    if (keycode == Keys.F11 || keycode == Keys.ENTER && (leftAlt || rightAlt)) {
      window.toggleFullscreen();
      return true;
    }
    if (keycode == Keys.F12) {
      window.screenshot();
      return true;
    }
    bindings
        .binding(keycode)
        .ifPresent(
            b -> {
              if (b instanceof Binding.PadButton button) {
                portUsed.accept(button.port());
              }
              b.press(controls);
            });
    return true;
  }

  @Override
  public boolean keyUp(int keycode) {
    if (keycode == Keys.ALT_LEFT) {
      leftAlt = false;
    } else if (keycode == Keys.ALT_RIGHT) {
      rightAlt = false;
    }
    bindings.binding(keycode).ifPresent(b -> b.release(controls));
    return true;
  }
}
