package mancala.input;

import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Controls;

/** What a key or pad button does on the console: a button of a port, or a console key. */
public sealed interface Binding {
  /** Holds it down. */
  void press(Controls controls);

  /** Lets it go. */
  void release(Controls controls);

  /** A button of a pad port (0 or 1). */
  record PadButton(int port, Button button) implements Binding {
    @Override
    public void press(Controls controls) {
      controls.press(port, button);
    }

    @Override
    public void release(Controls controls) {
      controls.release(port, button);
    }
  }

  /** A key on the console. */
  record ConsoleButton(ConsoleKey key) implements Binding {
    @Override
    public void press(Controls controls) {
      controls.press(key);
    }

    @Override
    public void release(Controls controls) {
      controls.release(key);
    }
  }
}
