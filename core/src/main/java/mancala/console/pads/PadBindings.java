package mancala.console.pads;

import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * Which gamepad button does each {@link PadAction}: one button an action, never one button for two
 * actions. Rebinding an action to a button another action has swaps the two. Immutable.
 */
public final class PadBindings {
  /** The bindings every pad starts with: D-pad, A, B, START, BACK = SELECT and Y = OPTION. */
  public static final PadBindings DEFAULTS =
      new PadBindings(
          new EnumMap<>(
              Map.of(
                  PadAction.UP, PadButton.DPAD_UP,
                  PadAction.DOWN, PadButton.DPAD_DOWN,
                  PadAction.LEFT, PadButton.DPAD_LEFT,
                  PadAction.RIGHT, PadButton.DPAD_RIGHT,
                  PadAction.A, PadButton.A,
                  PadAction.B, PadButton.B,
                  PadAction.START, PadButton.START,
                  PadAction.SELECT, PadButton.BACK,
                  PadAction.OPTION, PadButton.Y)));

  private final EnumMap<PadAction, PadButton> buttons;

  private PadBindings(EnumMap<PadAction, PadButton> buttons) {
    this.buttons = buttons;
  }

  /**
   * Bindings giving every action the button of the map.
   *
   * @throws IllegalArgumentException if an action has no button or two actions share one
   */
  public static PadBindings of(Map<PadAction, PadButton> buttons) {
    EnumMap<PadAction, PadButton> copy = new EnumMap<>(PadAction.class);
    for (PadAction action : PadAction.values()) {
      PadButton button = buttons.get(action);
      if (button == null) {
        throw new IllegalArgumentException("no button for " + action);
      }
      if (copy.containsValue(button)) {
        throw new IllegalArgumentException("button " + button + " is bound twice");
      }
      copy.put(action, button);
    }
    return new PadBindings(copy);
  }

  /** The button of an action. */
  public PadButton button(PadAction action) {
    return buttons.get(action);
  }

  /** The action of a button, if it has one. */
  public Optional<PadAction> action(PadButton button) {
    for (Map.Entry<PadAction, PadButton> e : buttons.entrySet()) {
      if (e.getValue() == button) {
        return Optional.of(e.getKey());
      }
    }
    return Optional.empty();
  }

  /**
   * These bindings with an action on a new button; the action that had that button gets the
   * action's old one.
   */
  public PadBindings rebound(PadAction action, PadButton button) {
    EnumMap<PadAction, PadButton> copy = new EnumMap<>(buttons);
    action(button).ifPresent(other -> copy.put(other, buttons.get(action)));
    copy.put(action, button);
    return new PadBindings(copy);
  }

  /** The bindings as a map from action to button. */
  public Map<PadAction, PadButton> asMap() {
    return new EnumMap<>(buttons);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PadBindings other && buttons.equals(other.buttons);
  }

  @Override
  public int hashCode() {
    return buttons.hashCode();
  }

  @Override
  public String toString() {
    return buttons.toString();
  }
}
