package mancala.input;

import com.badlogic.gdx.Input.Keys;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import mancala.console.Button;
import mancala.console.ConsoleKey;

/**
 * The keyboard's part in the console: port 1 on the arrows with Z = A, X = B, Enter = START and
 * Right Shift = SELECT; port 2 on W/A/S/D with G = A and H = B; the console keys on F2 = OPTION, F3
 * = SELECT, F4 = START and F5 = RESET, as Atari emulators place them.
 */
public final class KeyBindings {
  private final Map<Integer, Binding> keys = new HashMap<>();

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
}
