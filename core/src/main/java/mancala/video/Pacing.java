package mancala.video;

/** How the console's ticks follow the window's frames. */
public enum Pacing {
  /** Ticks follow the real time between frames (play). */
  REAL_TIME,
  /** Exactly one tick per frame, as fast as frames come (scripted runs, screenshots). */
  ONE_TICK_PER_FRAME
}
