package mancala.desktop;

import mancala.rules.Layout;
import mancala.rules.RuleSet;

/** Turns rule-set names, house counts and seed counts typed by a user into rules, with messages. */
final class RulesArguments {
  private RulesArguments() {}

  /** The rule set named, or an exception listing the known ones. */
  static RuleSet ruleSet(String name) {
    return RuleSet.byId(name)
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "unknown rule set '" + name + "' (known: " + RuleSet.ids() + ")"));
  }

  /** Checks a seed count. */
  static int seeds(int seeds) {
    if (seeds < Layout.MIN_SEEDS || seeds > Layout.MAX_SEEDS) {
      throw new IllegalArgumentException(
          "seeds per house must be "
              + Layout.MIN_SEEDS
              + " to "
              + Layout.MAX_SEEDS
              + ", not "
              + seeds);
    }
    return seeds;
  }
}
