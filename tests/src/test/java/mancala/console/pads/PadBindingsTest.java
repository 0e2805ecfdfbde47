package mancala.console.pads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One button an action, one action a button: rebinding swaps, whatever is rebound. */
class PadBindingsTest {

  @Test
  void theDefaultsAreTheConsolesLayout() {
    PadBindings d = PadBindings.DEFAULTS;
    assertEquals(PadButton.A, d.button(PadAction.A));
    assertEquals(PadButton.BACK, d.button(PadAction.SELECT));
    assertEquals(PadButton.Y, d.button(PadAction.OPTION));
    assertEquals(Optional.of(PadAction.UP), d.action(PadButton.DPAD_UP));
    assertEquals(Optional.empty(), d.action(PadButton.GUIDE));
  }

  @Test
  void rebindingToAFreeButtonFreesTheOldOne() {
    PadBindings b = PadBindings.DEFAULTS.rebound(PadAction.OPTION, PadButton.X);
    assertEquals(PadButton.X, b.button(PadAction.OPTION));
    assertEquals(Optional.empty(), b.action(PadButton.Y));
  }

  @Test
  void anySequenceOfRebindsKeepsOneButtonPerAction() {
    SplittableRandom random = new SplittableRandom(9);
    PadBindings b = PadBindings.DEFAULTS;
    for (int i = 0; i < 10_000; i++) {
      PadAction action = PadAction.values()[random.nextInt(PadAction.values().length)];
      PadButton button = PadButton.values()[random.nextInt(PadButton.values().length)];
      b = b.rebound(action, button);
      assertEquals(button, b.button(action));
      assertEquals(
          PadAction.values().length, new HashSet<>(b.asMap().values()).size(), b.toString());
    }
  }

  @Test
  void bindingsMustCoverEveryActionWithDistinctButtons() {
    Map<PadAction, PadButton> map = new EnumMap<>(PadBindings.DEFAULTS.asMap());
    map.put(PadAction.B, PadButton.A);
    assertThrows(IllegalArgumentException.class, () -> PadBindings.of(map));
    map.remove(PadAction.B);
    assertThrows(IllegalArgumentException.class, () -> PadBindings.of(map));
  }
}
