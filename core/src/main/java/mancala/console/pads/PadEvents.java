package mancala.console.pads;

import java.util.List;

/** What gamepads do, as the hardware reports it; every call must be cheap and must not throw. */
public interface PadEvents {
  /** The pads already plugged in when the console starts, in the order the system lists them. */
  void begin(List<Gamepad> present);

  /** A pad was plugged in. */
  void connected(Gamepad pad);

  /** A pad was unplugged. */
  void disconnected(Gamepad pad);

  /** A button of a pad went down. */
  void buttonDown(Gamepad pad, PadButton button);

  /** A button of a pad came up. */
  void buttonUp(Gamepad pad, PadButton button);

  /** An axis of a pad moved to a value (-1 to 1; anything else is tolerated). */
  void axisMoved(Gamepad pad, PadAxis axis, float value);
}
