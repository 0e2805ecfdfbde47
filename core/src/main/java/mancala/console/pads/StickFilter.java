package mancala.console.pads;

import mancala.console.Button;

/**
 * Turns a stick's two axes into D-pad directions: an axis engages a direction past {@link #ENGAGE}
 * and lets it go only below {@link #RELEASE} (a dead zone with hysteresis, so a stick resting near
 * the edge does not chatter). Values that are not numbers read as the centre; values past the end
 * read as the end.
 */
public final class StickFilter {
  /** How far from the centre an axis must go to press its direction. */
  public static final float ENGAGE = 0.5f;

  /** How close to the centre an axis must come back to let its direction go. */
  public static final float RELEASE = 0.3f;

  private int x;
  private int y;

  /** Reads the horizontal axis (-1 left to 1 right). */
  public void moveX(float value) {
    x = next(x, value);
  }

  /** Reads the vertical axis (-1 up to 1 down). */
  public void moveY(float value) {
    y = next(y, value);
  }

  /** Lets both axes go back to the centre. */
  public void centre() {
    x = 0;
    y = 0;
  }

  /** The directions pressed, as {@link Button#bit()} bits. */
  public int buttons() {
    int bits = 0;
    if (x < 0) {
      bits |= Button.LEFT.bit();
    } else if (x > 0) {
      bits |= Button.RIGHT.bit();
    }
    if (y < 0) {
      bits |= Button.UP.bit();
    } else if (y > 0) {
      bits |= Button.DOWN.bit();
    }
    return bits;
  }

  private static int next(int state, float raw) {
    float v = Float.isNaN(raw) ? 0 : Math.max(-1, Math.min(1, raw));
    if (v >= ENGAGE) {
      return 1;
    }
    if (v <= -ENGAGE) {
      return -1;
    }
    return state != 0 && state * v >= RELEASE ? state : 0;
  }
}
