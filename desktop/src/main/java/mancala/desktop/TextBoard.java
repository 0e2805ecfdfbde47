package mancala.desktop;

import mancala.rules.Direction;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.RuleOptions.DirectionRule;
import mancala.rules.record.CupNotation;

/**
 * Draws a board in characters: player 2's row on top (cups counting up from right to left), player
 * 1's row at the bottom (counting up from left to right), player 2's store S2 on the left and
 * player 1's store S1 on the right, so that counter-clockwise sowing counts the cups up.
 */
final class TextBoard {
  private TextBoard() {}

  /** The board as lines of text, with the cup numbers a player types. */
  static String draw(Position p) {
    Layout layout = p.layout();
    CupNotation cups = new CupNotation(layout);
    int n = layout.houses();
    StringBuilder topLabels = new StringBuilder("      ");
    StringBuilder top = new StringBuilder("|    |");
    StringBuilder bottom = new StringBuilder("|    |");
    StringBuilder bottomLabels = new StringBuilder(String.format("%4s  ", "S2"));
    for (int i = 0; i < n; i++) {
      int upper = layout.pit(1, n - 1 - i);
      int lower = layout.pit(0, i);
      topLabels.append(String.format("%3d  ", cups.cup(upper)));
      top.append(String.format("%3d |", p.pit(upper)));
      bottom.append(String.format("%3d |", p.pit(lower)));
      bottomLabels.append(String.format("%3d  ", cups.cup(lower)));
    }
    top.append("    |");
    bottom.append("    |");
    bottomLabels.append("S1");
    String border = "+" + "----+".repeat(n + 2);
    String middle =
        String.format("|%3d |", p.store(1))
            + "----+".repeat(n - 1)
            + "----|"
            + String.format("%3d |", p.store(0));
    StringBuilder out = new StringBuilder();
    for (CharSequence line :
        new CharSequence[] {topLabels, border, top, middle, bottom, border, bottomLabels}) {
      out.append("  ").append(line.toString().stripTrailing()).append('\n');
    }
    if (p.rules().ruleSet().options().directionRule() == DirectionRule.FLIPS_ON_CAPTURE) {
      out.append("  Sowing ")
          .append(
              p.direction() == Direction.COUNTER_CLOCKWISE
                  ? "counter-clockwise (cups count up)"
                  : "clockwise (cups count down)")
          .append('\n');
    }
    return out.toString();
  }
}
