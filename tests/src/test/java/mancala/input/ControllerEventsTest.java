package mancala.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.controllers.Controller;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import mancala.console.pads.Gamepad;
import mancala.console.pads.PadAxis;
import mancala.console.pads.PadButton;
import mancala.console.pads.PadEvents;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * gdx-controllers' events reach the ports as pads, buttons and axes: codes in SDL's order, pads by
 * identity, pads present at start handed over together, strangers and bad codes ignored, and a
 * failure told once without reaching the game loop.
 */
class ControllerEventsTest {
  private final List<String> log = new ArrayList<>();
  private final List<Gamepad> seen = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();
  private final ControllerEvents events = new ControllerEvents(new Recorder(), problems::add);

  @BeforeEach
  void startedWithNoPadsUnlessATestSaysOtherwise() {
    events.started();
    log.clear();
    seen.clear();
  }

  @Test
  void padsPresentAtStartArriveTogetherAndLaterOnesConnect() {
    ControllerEvents starting = new ControllerEvents(new Recorder(), problems::add);
    Controller a = controller("Pad A");
    Controller b = controller("Pad B");
    starting.connected(a);
    starting.connected(b);
    assertEquals(List.of(), log, "nothing until the start is over");
    starting.started();
    assertEquals(List.of("begin [Pad A, Pad B]"), log);
    starting.connected(controller("Pad\nC"));
    assertEquals("connected Pad C", log.get(1), "names are cleaned");
  }

  @Test
  void buttonAndAxisCodesAreSdlsOrder() {
    Controller a = controller("Pad A");
    events.connected(a);
    events.buttonDown(a, 0);
    events.buttonUp(a, 6);
    events.buttonDown(a, 11);
    events.buttonDown(a, 4);
    events.axisMoved(a, 1, -0.75f);
    events.axisMoved(a, 5, 1f);
    assertEquals(
        List.of(
            "connected Pad A",
            "down A",
            "up START",
            "down DPAD_UP",
            "down BACK",
            "axis LEFT_Y -0.75",
            "axis RIGHT_TRIGGER 1.0"),
        log);
  }

  @Test
  void eachControllerIsOnePadForItsWholeConnection() {
    Controller a = controller("Twin");
    Controller b = controller("Twin");
    events.connected(a);
    events.connected(a);
    events.connected(b);
    events.buttonDown(a, 0);
    events.buttonDown(b, 0);
    assertEquals(
        List.of("connected Twin", "connected Twin", "down A", "down A"),
        log,
        "connected once each");
    assertSame(seen.get(0), seen.get(2), "the same pad for a's events");
    assertSame(seen.get(1), seen.get(3), "and for b's");
    assertFalse(seen.get(0) == seen.get(1), "two pads of one name are two pads");
    events.disconnected(a);
    events.buttonDown(a, 0);
    assertEquals("disconnected Twin", log.get(log.size() - 1), "a gone: its events are ignored");
  }

  @Test
  void strangersAndCodesOutOfRangeAreIgnored() {
    Controller a = controller("Pad A");
    events.buttonDown(a, 0);
    events.disconnected(a);
    events.connected(a);
    events.buttonDown(a, -1);
    events.buttonDown(a, 21);
    events.buttonUp(a, 1000);
    events.axisMoved(a, 6, 1);
    events.axisMoved(a, -3, Float.NaN);
    assertEquals(List.of("connected Pad A"), log);
  }

  @Test
  void aFailureIsToldOnceAndNeverThrown() {
    ControllerEvents failing =
        new ControllerEvents(
            new Recorder() {
              @Override
              public void buttonDown(Gamepad pad, PadButton button) {
                throw new IllegalStateException("boom");
              }
            },
            problems::add);
    failing.started();
    Controller a = controller("Pad A");
    failing.connected(a);
    for (int i = 0; i < 3; i++) {
      assertFalse(failing.buttonDown(a, 0));
    }
    assertEquals(1, problems.size());
    assertTrue(problems.get(0).contains("boom"), problems.get(0));
  }

  /** A controller that only has a name. */
  private static Controller controller(String name) {
    return (Controller)
        Proxy.newProxyInstance(
            Controller.class.getClassLoader(),
            new Class<?>[] {Controller.class},
            (proxy, method, args) ->
                switch (method.getName()) {
                  case "getName" -> name;
                  case "hashCode" -> System.identityHashCode(proxy);
                  case "equals" -> proxy == args[0];
                  case "toString" -> "Controller(" + name + ")";
                  default -> throw new UnsupportedOperationException(method.getName());
                });
  }

  /** Writes down what reaches the ports. */
  private class Recorder implements PadEvents {
    @Override
    public void begin(List<Gamepad> present) {
      seen.addAll(present);
      log.add("begin " + present.stream().map(Gamepad::name).toList());
    }

    @Override
    public void connected(Gamepad pad) {
      seen.add(pad);
      log.add("connected " + pad.name());
    }

    @Override
    public void disconnected(Gamepad pad) {
      log.add("disconnected " + pad.name());
    }

    @Override
    public void buttonDown(Gamepad pad, PadButton button) {
      seen.add(pad);
      log.add("down " + button);
    }

    @Override
    public void buttonUp(Gamepad pad, PadButton button) {
      log.add("up " + button);
    }

    @Override
    public void axisMoved(Gamepad pad, PadAxis axis, float value) {
      log.add("axis " + axis + " " + value);
    }
  }
}
