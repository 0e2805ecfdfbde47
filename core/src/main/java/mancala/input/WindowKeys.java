package mancala.input;

/** What the keyboard asks of the window itself rather than of the console. */
public interface WindowKeys {
  /** F11 or Alt+Enter: fullscreen on or off. */
  void toggleFullscreen();

  /** F12: save a screenshot. */
  void screenshot();
}
