package mancala.console.game;

/** Whether the computer's hand shows the houses it weighs while it thinks. */
public enum ThoughtsDisplay {
  SHOWN,
  HIDDEN;

  ThoughtsDisplay toggled() {
    return this == HIDDEN ? SHOWN : HIDDEN;
  }
}
