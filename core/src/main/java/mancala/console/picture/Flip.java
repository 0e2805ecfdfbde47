package mancala.console.picture;

/** How a sprite's tile is mirrored. */
public enum Flip {
  /** As drawn. */
  NONE,
  /** Mirrored left to right. */
  HORIZONTAL,
  /** Mirrored top to bottom. */
  VERTICAL,
  /** Both. */
  BOTH;

  /** Whether columns are mirrored. */
  public boolean horizontal() {
    return this == HORIZONTAL || this == BOTH;
  }

  /** Whether rows are mirrored. */
  public boolean vertical() {
    return this == VERTICAL || this == BOTH;
  }
}
