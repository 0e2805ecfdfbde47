package mancala.input;

import com.badlogic.gdx.Input.Keys;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.pads.KeyLegend;
import mancala.console.pads.PadAction;

/**
 * The keyboard's part in the console: port 1 on the arrows with Z = A, X = B, Enter = START and
 * Right Shift = SELECT; port 2 on W/A/S/D with G = A and H = B; the console keys on F2 = OPTION, F3
 * = SELECT, F4 = START and F5 = RESET, as Atari emulators place them.
 */
public final class KeyBindings implements KeyLegend {
  private final Map<Integer, Binding> keys = new LinkedHashMap<>();

  /** The standard bindings. */
  public static KeyBindings standard() {
    KeyBindings b = new KeyBindings();
    b.keys.put(Keys.UP, new Binding.PadButton(0, Button.UP));
    b.keys.put(Keys.DOWN, new Binding.PadButton(0, Button.DOWN));
    b.keys.put(Keys.LEFT, new Binding.PadButton(0, Button.LEFT));
    b.keys.put(Keys.RIGHT, new Binding.PadButton(0, Button.RIGHT));
    b.keys.put(Keys.Z, new Binding.PadButton(0, Button.A));
    b.keys.put(Keys.X, new Binding.PadButton(0, Button.B));
    b.keys.put(Keys.ENTER, new Binding.PadButton(0, Button.START));
    b.keys.put(Keys.SHIFT_RIGHT, new Binding.PadButton(0, Button.SELECT));
    b.keys.put(Keys.W, new Binding.PadButton(1, Button.UP));
    b.keys.put(Keys.S, new Binding.PadButton(1, Button.DOWN));
    b.keys.put(Keys.A, new Binding.PadButton(1, Button.LEFT));
    b.keys.put(Keys.D, new Binding.PadButton(1, Button.RIGHT));
    b.keys.put(Keys.G, new Binding.PadButton(1, Button.A));
    b.keys.put(Keys.H, new Binding.PadButton(1, Button.B));
    b.keys.put(Keys.F2, new Binding.ConsoleButton(ConsoleKey.OPTION));
    b.keys.put(Keys.F3, new Binding.ConsoleButton(ConsoleKey.SELECT));
    b.keys.put(Keys.F4, new Binding.ConsoleButton(ConsoleKey.START));
    b.keys.put(Keys.F5, new Binding.ConsoleButton(ConsoleKey.RESET));
    return b;
  }

  /** What a key is bound to, if anything. */
  public Optional<Binding> binding(int keycode) {
    return Optional.ofNullable(keys.get(keycode));
  }

  /**
   * The key of an action on a port; where the port has no key of its own for START or SELECT, the
   * console's key, which does the same.
   */
  @Override
  public String keyName(int port, PadAction action) {
    for (Map.Entry<Integer, Binding> e : keys.entrySet()) {
      if (does(e.getValue(), port, action)) {
        return Keys.toString(e.getKey()).toUpperCase(Locale.ROOT);
      }
    }
    ConsoleKey same =
        switch (action) {
          case START -> ConsoleKey.START;
          case SELECT -> ConsoleKey.SELECT;
          default -> null;
        };
    if (same != null) {
      for (Map.Entry<Integer, Binding> e : keys.entrySet()) {
        if (e.getValue().equals(new Binding.ConsoleButton(same))) {
          return Keys.toString(e.getKey()).toUpperCase(Locale.ROOT);
        }
      }
    }
    return "-";
  }

  private static boolean does(Binding binding, int port, PadAction action) {
    if (binding instanceof Binding.PadButton b) {
      return b.port() == port && b.button().bit() == action.buttonBits();
    }
    return binding instanceof Binding.ConsoleButton c && c.key().bit() == action.keyBits();
  }
}
