package mancala.rules;

/**
 * Where the pits of a board with a given number of houses per side are.
 *
 * <p>Pits are numbered as the {@code replay} format prints them: player 0's houses in sowing order,
 * player 0's store, player 1's houses, player 1's store. Counter-clockwise sowing visits increasing
 * pit numbers.
 */
public final class Layout {
  /** The fewest houses per side a board may have. */
  public static final int MIN_HOUSES = 3;

  /** The most houses per side a board may have. */
  public static final int MAX_HOUSES = 8;

  /** The fewest seeds per house a game may start with. */
  public static final int MIN_SEEDS = 1;

  /** The most seeds per house a game may start with. */
  public static final int MAX_SEEDS = 10;

  private final int houses;

  private Layout(int houses) {
    this.houses = houses;
  }

  /** The layout with this many houses per side; throws if outside 3..8. */
  public static Layout of(int houses) {
    if (houses < MIN_HOUSES || houses > MAX_HOUSES) {
      throw new IllegalArgumentException(
          "houses per side must be " + MIN_HOUSES + " to " + MAX_HOUSES + ", not " + houses);
    }
    return new Layout(houses);
  }

  /** Houses per side. */
  public int houses() {
    return houses;
  }

  /** Pits on the board, stores included. */
  public int pitCount() {
    return 2 * houses + 2;
  }

  /** The store of a player. */
  public int store(int player) {
    return player == 0 ? houses : 2 * houses + 1;
  }

  /** The pit of a player's house, the house counted in sowing order from 0. */
  public int pit(int player, int house) {
    return player * (houses + 1) + house;
  }

  /** The player owning a pit (house or store). */
  public int owner(int pit) {
    return pit <= houses ? 0 : 1;
  }

  /** Whether a pit is a store. */
  public boolean isStore(int pit) {
    return pit == houses || pit == 2 * houses + 1;
  }

  /** The house index (in its owner's sowing order) of a house pit. */
  public int houseIndex(int pit) {
    return pit <= houses ? pit : pit - houses - 1;
  }

  /** The house across the board from a house pit. */
  public int opposite(int pit) {
    return 2 * houses - pit;
  }

  /** Whether a pit number exists on this board. */
  public boolean isPit(int pit) {
    return pit >= 0 && pit < pitCount();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Layout l && l.houses == houses;
  }

  @Override
  public int hashCode() {
    return houses;
  }

  @Override
  public String toString() {
    return houses + " houses";
  }
}
