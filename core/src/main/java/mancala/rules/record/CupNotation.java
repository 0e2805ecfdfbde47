package mancala.rules.record;

import java.util.Locale;
import java.util.OptionalInt;
import mancala.rules.Layout;

/**
 * Names pits the way the California Dreams manual's Figure 2 numbers its cups: the first player's
 * houses are cups 1 to n in sowing order, the second player's continue from n+1 to 2n (so sowing
 * counter-clockwise counts up), and the stores are S1 and S2.
 */
public final class CupNotation {
  private final Layout layout;

  /** Notation for a board of this layout. */
  public CupNotation(Layout layout) {
    this.layout = layout;
  }

  /** The name of a pit: a cup number, or S1 / S2 for the stores. */
  public String name(int pit) {
    if (layout.isStore(pit)) {
      return "S" + (layout.owner(pit) + 1);
    }
    return Integer.toString(cup(pit));
  }

  /** The cup number (1 to 2n) of a house pit. */
  public int cup(int pit) {
    return pit < layout.houses() ? pit + 1 : pit;
  }

  /** The pit named by a cup number or store name, if there is one. */
  public OptionalInt parse(String text) {
    String t = text.trim().toUpperCase(Locale.ROOT);
    if (t.equals("S1")) {
      return OptionalInt.of(layout.store(0));
    }
    if (t.equals("S2")) {
      return OptionalInt.of(layout.store(1));
    }
    if (!t.matches("[0-9]{1,3}")) {
      return OptionalInt.empty();
    }
    int cup = Integer.parseInt(t);
    int houses = layout.houses();
    if (cup < 1 || cup > 2 * houses) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(cup <= houses ? cup - 1 : cup);
  }

  /** The cup number of a player's house (counted in sowing order from 0). */
  public int cup(int player, int house) {
    return cup(layout.pit(player, house));
  }
}
