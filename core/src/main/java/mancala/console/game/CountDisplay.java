package mancala.console.game;

/** Whether the seeds of each pit are also printed as a number beside it. */
public enum CountDisplay {
  /** Only where a pit is too full to show its seeds (the default). */
  HIDDEN,
  /** Under (or over) every pit. */
  SHOWN;

  /** The other choice. */
  CountDisplay toggled() {
    return this == HIDDEN ? SHOWN : HIDDEN;
  }
}
