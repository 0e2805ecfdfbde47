package mancala.console.pads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Controls;
import mancala.console.Plug;
import mancala.console.PortState;
import mancala.rules.record.FormatException;
import org.junit.jupiter.api.Test;

/**
 * The pad ports with fake gamepads: which pad lands in which port, joining with A, hot-plugging,
 * what a pad's buttons and stick do, and rebinding with its persistence.
 */
class PadPortsTest {
  private final Controls controls = new Controls();
  private final MemoryBindings store = new MemoryBindings();
  private final List<String> problems = new ArrayList<>();
  private final PadPorts ports =
      new PadPorts(controls, store, (port, action) -> "KEY", problems::add);

  private final FakePad xbox = new FakePad("Xbox 360 Controller");
  private final FakePad ps4 = new FakePad("PS4 Controller");
  private final FakePad third = new FakePad("Logitech Dual Action");

  @Test
  void aLonePadAtStartTakesGamepad1AndTheNextPadGamepad2() {
    ports.begin(List.of(xbox));
    assertEquals(PortState.pad("Xbox 360 Controller"), controls.port(0));
    assertEquals(PortState.EMPTY, controls.port(1));
    ports.connected(ps4);
    assertEquals(PortState.pad("PS4 Controller"), controls.port(1));
    assertEquals(0, controls.waitingPads());
  }

  @Test
  void twoPadsAtStartWaitUntilAPressOfAChoosesTheirPorts() {
    ports.begin(List.of(xbox, ps4));
    assertEquals(Plug.NONE, controls.port(0).plug());
    assertEquals(Plug.NONE, controls.port(1).plug());
    assertEquals(2, controls.waitingPads());

    press(ps4, PadButton.START);
    press(ps4, PadButton.DPAD_LEFT);
    assertEquals(0, controls.pad(0) | controls.pad(1), "a waiting pad does nothing but join");
    assertEquals(0, controls.takePressed(0) | controls.takePressed(1));

    tap(ps4, PadButton.A);
    assertEquals(PortState.pad("PS4 Controller"), controls.port(0), "the first to press A");
    assertEquals(0, controls.takePressed(0), "the press that joins does nothing else");
    tap(xbox, PadButton.A);
    assertEquals(PortState.pad("Xbox 360 Controller"), controls.port(1));
    assertEquals(0, controls.waitingPads());
  }

  @Test
  void joiningInTheOtherOrderGivesTheOtherPorts() {
    ports.begin(List.of(xbox, ps4));
    tap(xbox, PadButton.A);
    tap(ps4, PadButton.A);
    assertEquals("Xbox 360 Controller", controls.port(0).padName());
    assertEquals("PS4 Controller", controls.port(1).padName());
  }

  @Test
  void twoPadsOfOneModelAreToldApart() {
    FakePad twin = new FakePad("Xbox 360 Controller");
    ports.begin(List.of(xbox, twin));
    tap(twin, PadButton.A);
    press(twin, PadButton.DPAD_RIGHT);
    press(xbox, PadButton.DPAD_LEFT);
    assertEquals(Button.RIGHT.bit(), controls.pad(0), "only the twin is in port 1");
    tap(xbox, PadButton.A);
    press(xbox, PadButton.DPAD_UP);
    assertEquals(Button.UP.bit(), controls.pad(1));
  }

  @Test
  void eachPadDrivesItsOwnPortAndTheConsoleKeys() {
    ports.begin(List.of(xbox));
    ports.connected(ps4);
    press(xbox, PadButton.A);
    press(ps4, PadButton.DPAD_DOWN);
    press(ps4, PadButton.BACK);
    assertEquals(Button.A.bit(), controls.pad(0));
    assertEquals(Button.DOWN.bit() | Button.SELECT.bit(), controls.pad(1));
    press(xbox, PadButton.Y);
    assertEquals(ConsoleKey.OPTION.bit(), controls.keys(), "Y is OPTION");
    ports.buttonUp(xbox, PadButton.Y);
    assertEquals(0, controls.keys());
    ports.buttonUp(xbox, PadButton.A);
    assertEquals(0, controls.pad(0));
  }

  @Test
  void theDpadAndTheStickBothMoveAndNeitherLetsGoOfTheOther() {
    ports.begin(List.of(xbox));
    press(xbox, PadButton.DPAD_LEFT);
    ports.axisMoved(xbox, PadAxis.LEFT_X, -0.9f);
    ports.buttonUp(xbox, PadButton.DPAD_LEFT);
    assertEquals(Button.LEFT.bit(), controls.pad(0), "the stick still holds left");
    ports.axisMoved(xbox, PadAxis.LEFT_X, 0);
    assertEquals(0, controls.pad(0));
    ports.axisMoved(xbox, PadAxis.LEFT_Y, -1);
    assertEquals(Button.UP.bit(), controls.pad(0), "stick up is UP");
    ports.axisMoved(xbox, PadAxis.RIGHT_X, 1);
    ports.axisMoved(xbox, PadAxis.LEFT_TRIGGER, 1);
    assertEquals(Button.UP.bit(), controls.pad(0), "the right stick and triggers do nothing");
  }

  @Test
  void anUnpluggedPadLeavesItsPortLostUntilItComesBack() {
    ports.begin(List.of(xbox));
    ports.connected(ps4);
    press(xbox, PadButton.DPAD_RIGHT);
    ports.disconnected(xbox);
    assertEquals(PortState.lost("Xbox 360 Controller"), controls.port(0));
    assertEquals(0, controls.pad(0), "what it held is let go");
    ports.connected(xbox);
    assertEquals(PortState.pad("Xbox 360 Controller"), controls.port(0));
  }

  @Test
  void anyPadTakesALostPortBeforeAnEmptyOne() {
    ports.connected(ps4);
    ports.connected(xbox);
    ports.disconnected(xbox);
    assertEquals(PortState.pad("PS4 Controller"), controls.port(0));
    assertTrue(controls.port(1).isLost());
    ports.disconnected(ps4);
    ports.connected(third);
    assertEquals(PortState.pad("Logitech Dual Action"), controls.port(0), "the lowest lost port");
    ports.connected(ps4);
    assertEquals(PortState.pad("PS4 Controller"), controls.port(1));
  }

  @Test
  void aReturningPadFindsTheLostPortOfItsName() {
    ports.begin(List.of(xbox));
    ports.connected(ps4);
    ports.disconnected(xbox);
    ports.disconnected(ps4);
    FakePad ps4Again = new FakePad("PS4 Controller");
    ports.connected(ps4Again);
    assertEquals(PortState.pad("PS4 Controller"), controls.port(1));
    assertTrue(controls.port(0).isLost());
  }

  @Test
  void theKeyboardTakesOverALostPort() {
    ports.begin(List.of(xbox));
    ports.disconnected(xbox);
    ports.keyboardUsed(1);
    assertTrue(controls.port(0).isLost(), "another port's keys change nothing");
    ports.keyboardUsed(0);
    assertEquals(PortState.EMPTY, controls.port(0));
    ports.connected(xbox);
    assertEquals(PortState.pad("Xbox 360 Controller"), controls.port(0), "a free port again");
  }

  @Test
  void aThirdPadWaitsAndJoinsALostPortWithA() {
    ports.begin(List.of(xbox));
    ports.connected(ps4);
    ports.connected(third);
    assertEquals(1, controls.waitingPads());
    tap(third, PadButton.A);
    assertEquals(1, controls.waitingPads(), "no port is free");
    ports.disconnected(ps4);
    tap(third, PadButton.A);
    assertEquals(PortState.pad("Logitech Dual Action"), controls.port(1));
    assertEquals(0, controls.waitingPads());
  }

  @Test
  void aWaitingPadThatLeavesIsForgottenAndEventsOfUnknownPadsAreIgnored() {
    ports.begin(List.of(xbox, ps4));
    ports.disconnected(ps4);
    assertEquals(1, controls.waitingPads());
    FakePad stranger = new FakePad("Stranger");
    press(stranger, PadButton.A);
    ports.axisMoved(stranger, PadAxis.LEFT_X, 1);
    ports.disconnected(stranger);
    assertEquals(0, controls.pad(0) | controls.pad(1));
    assertEquals(Plug.NONE, controls.port(0).plug());
  }

  @Test
  void aPadConnectedTwiceIsInOnePortOnly() {
    ports.connected(xbox);
    ports.connected(xbox);
    ports.begin(List.of(xbox));
    assertEquals(PortState.pad("Xbox 360 Controller"), controls.port(0));
    assertEquals(PortState.EMPTY, controls.port(1));
    assertEquals(0, controls.waitingPads());
  }

  @Test
  void aFloodOfAbsurdAxisValuesEndsInTheStateOfTheLastSaneOnes() {
    ports.begin(List.of(xbox));
    float[] absurd = {
      Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 1e30f, -1e30f, Float.MIN_VALUE
    };
    java.util.SplittableRandom random = new java.util.SplittableRandom(1);
    for (int i = 0; i < 1_000_000; i++) {
      float value =
          random.nextBoolean()
              ? absurd[random.nextInt(absurd.length)]
              : (float) random.nextGaussian();
      ports.axisMoved(xbox, PadAxis.values()[random.nextInt(PadAxis.values().length)], value);
    }
    ports.axisMoved(xbox, PadAxis.LEFT_X, Float.POSITIVE_INFINITY);
    ports.axisMoved(xbox, PadAxis.LEFT_Y, Float.NaN);
    assertEquals(Button.RIGHT.bit(), controls.pad(0), "infinity is the edge, NaN the centre");
  }

  @Test
  void aButtonPressedWhileListeningIsBoundAndDoesNothingElse() {
    ports.begin(List.of(xbox));
    assertTrue(ports.listen(0, PadAction.B));
    assertTrue(ports.listening());
    press(xbox, PadButton.X);
    assertFalse(ports.listening());
    assertEquals(0, controls.pad(0), "the press that rebinds is swallowed");
    ports.buttonUp(xbox, PadButton.X);
    assertEquals(Optional.of(PadButton.X), ports.padButton(0, PadAction.B));
    press(xbox, PadButton.X);
    assertEquals(Button.B.bit(), controls.pad(0), "X now does B");
    assertEquals(1, store.saves());
    assertEquals(PadButton.X, store.saved().get("Xbox 360 Controller").button(PadAction.B));
  }

  @Test
  void rebindingToAButtonInUseSwapsTheTwo() {
    ports.begin(List.of(xbox));
    ports.listen(0, PadAction.A);
    tap(xbox, PadButton.B);
    assertEquals(Optional.of(PadButton.B), ports.padButton(0, PadAction.A));
    assertEquals(Optional.of(PadButton.A), ports.padButton(0, PadAction.B));
    ports.swapAAndB(0);
    assertEquals(Optional.of(PadButton.A), ports.padButton(0, PadAction.A));
    assertTrue(store.saved().isEmpty(), "back to the defaults, nothing to remember");
  }

  @Test
  void bindingsAreRememberedByPadNameAcrossConnectionsAndRuns() {
    ports.begin(List.of(xbox));
    ports.swapAAndB(0);
    ports.disconnected(xbox);
    FakePad sameModel = new FakePad("Xbox 360 Controller");
    ports.connected(sameModel);
    press(sameModel, PadButton.A);
    assertEquals(Button.B.bit(), controls.pad(0), "a new connection of the same pad keeps them");
    ports.connected(ps4);
    press(ps4, PadButton.A);
    assertEquals(Button.A.bit(), controls.pad(1), "another pad has its own");

    Controls later = new Controls();
    PadPorts nextRun = new PadPorts(later, store, (port, action) -> "KEY", problems::add);
    nextRun.begin(List.of(new FakePad("Xbox 360 Controller")));
    assertEquals(Optional.of(PadButton.B), nextRun.padButton(0, PadAction.A));
  }

  @Test
  void defaultsComeBackAndTheRemoveIsSaved() {
    ports.begin(List.of(xbox));
    ports.listen(0, PadAction.OPTION);
    tap(xbox, PadButton.RIGHT_SHOULDER);
    assertEquals(Optional.of(PadButton.RIGHT_SHOULDER), ports.padButton(0, PadAction.OPTION));
    ports.resetToDefaults(0);
    assertEquals(Optional.of(PadButton.Y), ports.padButton(0, PadAction.OPTION));
    assertEquals(Map.of(), store.saved());
    assertEquals(2, store.saves());
  }

  @Test
  void listeningNeedsAPadAndStopsWhenThePadLeaves() {
    assertFalse(ports.listen(0, PadAction.A), "no pad in port 1");
    assertEquals(Optional.empty(), ports.padButton(0, PadAction.A));
    ports.begin(List.of(xbox));
    ports.listen(0, PadAction.A);
    ports.disconnected(xbox);
    assertFalse(ports.listening());
  }

  @Test
  void aSaveThatFailsIsToldAndTheBindingsStillWork() {
    ports.begin(List.of(xbox));
    store.failSaves();
    ports.swapAAndB(0);
    assertEquals(Optional.of(PadButton.B), ports.padButton(0, PadAction.A));
    assertEquals(Optional.of("CANNOT SAVE THE BINDINGS"), ports.takeNotice());
    assertTrue(problems.get(0).contains("the disk is full"), problems.toString());
  }

  @Test
  void damagedBindingsGiveTheDefaultsAndAMessage() {
    BindingsStore damaged =
        new BindingsStore() {
          @Override
          public Map<String, PadBindings> load() throws FormatException {
            throw new FormatException("pad-bindings.txt", 3, "no action is called 'JUMP'");
          }

          @Override
          public void save(Map<String, PadBindings> bindings) {}
        };
    PadPorts fresh = new PadPorts(controls, damaged, (port, action) -> "KEY", problems::add);
    fresh.begin(List.of(xbox));
    assertEquals(Optional.of(PadButton.A), fresh.padButton(0, PadAction.A));
    assertEquals(Optional.of("DAMAGED BINDINGS: DEFAULTS"), fresh.takeNotice());
    assertEquals(Optional.empty(), fresh.takeNotice(), "each notice once");
    assertTrue(problems.get(0).startsWith("pad-bindings.txt: line 3: no action"), problems.get(0));
  }

  @Test
  void gamepadsUnavailableIsToldOnce() {
    ports.unavailable("no SDL");
    ports.unavailable("no SDL");
    assertEquals(PadSupport.UNAVAILABLE, ports.support());
    assertEquals(1, problems.size());
    assertTrue(problems.get(0).contains("no SDL"));
    assertEquals(Optional.of("NO GAMEPADS: KEYBOARD ONLY"), ports.takeNotice());
  }

  @Test
  void theKeyboardsKeysAreNamedThroughTheLegend() {
    assertEquals("KEY", ports.keyName(1, PadAction.START));
  }

  private void press(Gamepad pad, PadButton button) {
    ports.buttonDown(pad, button);
  }

  private void tap(Gamepad pad, PadButton button) {
    ports.buttonDown(pad, button);
    ports.buttonUp(pad, button);
  }
}
