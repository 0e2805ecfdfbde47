package mancala.console.game;

/** Who controls each player: {@code first} the bottom player (player 1), {@code second} the top. */
public record Lineup(Controller first, Controller second) {
  /** Two people, each on the pad of their own port. */
  public static final Lineup COUCH = new Lineup(Controller.GAMEPAD_1, Controller.GAMEPAD_2);

  /** The controller of player 0 (bottom) or 1 (top). */
  public Controller of(int player) {
    return player == 0 ? first : second;
  }

  /** Whether the computer plays both sides. */
  public boolean computerOnly() {
    return first.level().isPresent() && second.level().isPresent();
  }
}
