package mancala.ai;

/**
 * A computer player's move: the house (0 to houses - 1, in sowing order), its value (the final
 * margin, mover minus opponent, stores included: exact when the basis is {@link Basis#BOOK} or
 * {@link Basis#PROVEN}, an estimate otherwise), what the choice rests on, the depth searched and
 * the nodes visited.
 */
public record Choice(int house, int value, Basis basis, int depth, long nodes) {
  /** Whether the value is the exact final margin with best play. */
  public boolean proven() {
    return basis == Basis.BOOK || basis == Basis.PROVEN;
  }
}
