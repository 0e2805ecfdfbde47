package mancala.input;

import com.badlogic.gdx.controllers.Controller;
import com.badlogic.gdx.controllers.ControllerListener;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import mancala.console.pads.Gamepad;
import mancala.console.pads.PadAxis;
import mancala.console.pads.PadButton;
import mancala.console.pads.PadEvents;
import mancala.console.pads.PadNames;

/**
 * The one listener of gdx-controllers' desktop events: turns each controller into a {@link Gamepad}
 * (by identity, for the length of its connection) and its button and axis codes (SDL's
 * game-controller order, as Jamepad numbers them) into {@link PadButton} and {@link PadAxis} for
 * the pad ports. Pads reported while the console starts are gathered and handed over together, so
 * the ports can let their players choose. A failure here is told once and never reaches the game
 * loop.
 */
public final class ControllerEvents implements ControllerListener {
  /** Jamepad's button codes (ControllerButton's order) as pad buttons. */
  private static final PadButton[] BUTTONS = {
    PadButton.A,
    PadButton.B,
    PadButton.X,
    PadButton.Y,
    PadButton.BACK,
    PadButton.GUIDE,
    PadButton.START,
    PadButton.LEFT_STICK,
    PadButton.RIGHT_STICK,
    PadButton.LEFT_SHOULDER,
    PadButton.RIGHT_SHOULDER,
    PadButton.DPAD_UP,
    PadButton.DPAD_DOWN,
    PadButton.DPAD_LEFT,
    PadButton.DPAD_RIGHT,
    PadButton.MISC,
    PadButton.PADDLE_1,
    PadButton.PADDLE_2,
    PadButton.PADDLE_3,
    PadButton.PADDLE_4,
    PadButton.TOUCHPAD
  };

  /** Jamepad's axis codes (ControllerAxis's order) as pad axes. */
  private static final PadAxis[] AXES = PadAxis.values();

  /** A controller as a gamepad of the ports, for as long as it stays connected. */
  private static final class Pad implements Gamepad {
    private final String name;

    private Pad(String name) {
      this.name = name;
    }

    @Override
    public String name() {
      return name;
    }
  }

  private final PadEvents ports;
  private final Consumer<String> problems;
  private final Map<Controller, Pad> pads = new IdentityHashMap<>();
  private List<Gamepad> starting = new ArrayList<>();
  private boolean failed;

  /** Events for these ports; a failure is told to {@code problems}, once. */
  public ControllerEvents(PadEvents ports, Consumer<String> problems) {
    this.ports = ports;
    this.problems = problems;
  }

  /** Hands the pads reported so far to the ports as those present at start; later ones connect. */
  public void started() {
    List<Gamepad> present = starting;
    starting = null;
    guard(() -> ports.begin(present));
  }

  @Override
  public void connected(Controller controller) {
    guard(
        () -> {
          if (pads.containsKey(controller)) {
            return;
          }
          Pad pad = new Pad(PadNames.clean(controller.getName()));
          pads.put(controller, pad);
          if (starting != null) {
            starting.add(pad);
          } else {
            ports.connected(pad);
          }
        });
  }

  @Override
  public void disconnected(Controller controller) {
    guard(
        () -> {
          Pad pad = pads.remove(controller);
          if (pad == null) {
            return;
          }
          if (starting != null) {
            starting.removeIf(p -> p == pad);
          } else {
            ports.disconnected(pad);
          }
        });
  }

  @Override
  public boolean buttonDown(Controller controller, int buttonCode) {
    Pad pad = pads.get(controller);
    if (pad != null && buttonCode >= 0 && buttonCode < BUTTONS.length) {
      guard(() -> ports.buttonDown(pad, BUTTONS[buttonCode]));
    }
    return false;
  }

  @Override
  public boolean buttonUp(Controller controller, int buttonCode) {
    Pad pad = pads.get(controller);
    if (pad != null && buttonCode >= 0 && buttonCode < BUTTONS.length) {
      guard(() -> ports.buttonUp(pad, BUTTONS[buttonCode]));
    }
    return false;
  }

  @Override
  public boolean axisMoved(Controller controller, int axisCode, float value) {
    Pad pad = pads.get(controller);
    if (pad != null && axisCode >= 0 && axisCode < AXES.length) {
      guard(() -> ports.axisMoved(pad, AXES[axisCode], value));
    }
    return false;
  }

  private void guard(Runnable event) {
    try {
      event.run();
    } catch (RuntimeException e) {
      if (!failed) {
        failed = true;
        problems.accept("a gamepad event failed and was ignored: " + e);
      }
    }
  }
}
