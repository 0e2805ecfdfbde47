package mancala.rules;

import static mancala.rules.RuleOptions.Capture.BACKWARD_TWO_THREE;
import static mancala.rules.RuleOptions.Capture.BACKWARD_TWO_THREE_SPARING_LAST;
import static mancala.rules.RuleOptions.Capture.OPPOSITE;
import static mancala.rules.RuleOptions.Capture.OPPOSITE_EVEN_EMPTY;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import mancala.rules.RuleOptions.Capture;
import mancala.rules.RuleOptions.DirectionRule;
import mancala.rules.RuleOptions.GrandSlam;
import mancala.rules.RuleOptions.LapOrigin;
import mancala.rules.RuleOptions.LastInStore;
import mancala.rules.RuleOptions.Majority;
import mancala.rules.RuleOptions.MoveLimit;
import mancala.rules.RuleOptions.Relay;
import mancala.rules.RuleOptions.Repetition;
import mancala.rules.RuleOptions.RowEnd;
import mancala.rules.RuleOptions.Starving;
import mancala.rules.RuleOptions.StoreSowing;
import mancala.rules.RuleOptions.Sweep;

/**
 * The named rule sets, each a preset of {@link RuleOptions}.
 *
 * <p>Choices made where the sources are silent or ambiguous (also in README.md):
 *
 * <ul>
 *   <li>{@code amancala}: the manual names three cases for the last stone (own store, own field,
 *       opposing field), so a last stone in any own field relays, even into a field that was empty.
 *       A player whose fields are empty after any move collects the opponent's fields; a store
 *       holding more than half of the stones ends the game and the rows go to their owners.
 *   <li>{@code oware}: the mover must feed an empty opponent row; since a grand slam captures
 *       nothing, "may not leave the opponent's row empty" states that exactly.
 *   <li>{@code wari-bidirectional}: moves keep naming the same physical houses whichever way the
 *       seeds travel; captures run backwards against the current direction.
 *   <li>{@code wari-limit}: the limit is computed from the seeds in play at the time, which only
 *       change at a capture, when the count starts again.
 * </ul>
 */
public enum RuleSet {
  /** Kalah as the Atari and NES consoles play it: the game ends when the mover has no seeds. */
  KALAH("kalah", 4, kalah(RowEnd.MOVER_CANNOT_MOVE, OPPOSITE, Starving.ALLOWED)),
  /** Kalah ending as soon as either row is empty, checked after every move. */
  KALAH_EITHER("kalah-either", 4, kalah(RowEnd.EITHER_ROW, OPPOSITE, Starving.ALLOWED)),
  /** Kalah as the published solutions play it: the last seed is captured even alone. */
  KALAH_EMPTY_CAPTURE(
      "kalah-empty-capture", 4, kalah(RowEnd.EITHER_ROW, OPPOSITE_EVEN_EMPTY, Starving.ALLOWED)),
  /** Oware (Abapa): grand slams capture nothing, the mover must feed, majority wins. */
  OWARE("oware", 4, wari(GrandSlam.CAPTURES_NOTHING, Majority.ENDS_GAME, DirectionRule.FIXED)),
  /** Wari after Bennett (1927): no move may leave the opponent's row empty. */
  WARI("wari", 4, wari(GrandSlam.CAPTURES_ALL, Majority.PLAY_ON, DirectionRule.FIXED)),
  /** Wari whose sowing direction flips for both players at every capture. */
  WARI_BIDIRECTIONAL(
      "wari-bidirectional",
      4,
      wari(GrandSlam.CAPTURES_ALL, Majority.PLAY_ON, DirectionRule.FLIPS_ON_CAPTURE)),
  /** Kalah ending on either empty row, where emptying the opponent's side needs a reason. */
  EGYPTIAN("egyptian", 4, kalah(RowEnd.EITHER_ROW, OPPOSITE, Starving.FORBIDDEN_IF_ALTERNATIVE)),
  /** Wari with a limit on the number of moves without a capture. */
  WARI_LIMIT(
      "wari-limit",
      4,
      withMoveLimit(wari(GrandSlam.CAPTURES_ALL, Majority.PLAY_ON, DirectionRule.FIXED))),
  /** AMancala: relay sowing, backwards capture sparing the last field, majority wins. */
  AMANCALA(
      "amancala",
      6,
      new RuleOptions(
          StoreSowing.OWN_STORE,
          LapOrigin.SOW,
          LastInStore.TURN_ENDS,
          Relay.OWN_HOUSE,
          BACKWARD_TWO_THREE_SPARING_LAST,
          GrandSlam.CAPTURES_ALL,
          Starving.ALLOWED,
          RowEnd.EITHER_ROW,
          Majority.ENDS_GAME,
          Repetition.IGNORED,
          MoveLimit.NONE,
          Sweep.EMPTY_SIDE_COLLECTS,
          DirectionRule.FIXED));

  private final String id;
  private final int defaultSeeds;
  private final RuleOptions options;

  RuleSet(String id, int defaultSeeds, RuleOptions options) {
    this.id = id;
    this.defaultSeeds = defaultSeeds;
    this.options = options;
  }

  /** The name used on the command line and in saved games, such as {@code kalah-either}. */
  public String id() {
    return id;
  }

  /** Seeds per house at the start unless the player chooses otherwise. */
  public int defaultSeeds() {
    return defaultSeeds;
  }

  /** The options this rule set is made of. */
  public RuleOptions options() {
    return options;
  }

  /** The rule set with this id, ignoring case. */
  public static Optional<RuleSet> byId(String id) {
    String wanted = id.toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(r -> r.id.equals(wanted)).findFirst();
  }

  /** The ids of all rule sets, comma separated, for messages. */
  public static String ids() {
    return String.join(", ", Arrays.stream(values()).map(RuleSet::id).toList());
  }

  private static RuleOptions kalah(RowEnd rowEnd, Capture capture, Starving starving) {
    return new RuleOptions(
        StoreSowing.OWN_STORE,
        LapOrigin.SOW,
        LastInStore.EXTRA_TURN,
        Relay.NONE,
        capture,
        GrandSlam.CAPTURES_ALL,
        starving,
        rowEnd,
        Majority.PLAY_ON,
        Repetition.IGNORED,
        MoveLimit.NONE,
        Sweep.OWN_ROW,
        DirectionRule.FIXED);
  }

  private static RuleOptions wari(
      GrandSlam grandSlam, Majority majority, DirectionRule directionRule) {
    return new RuleOptions(
        StoreSowing.NONE,
        LapOrigin.SKIP,
        LastInStore.TURN_ENDS,
        Relay.NONE,
        BACKWARD_TWO_THREE,
        grandSlam,
        Starving.FORBIDDEN,
        RowEnd.MOVER_CANNOT_MOVE,
        majority,
        Repetition.ENDS_GAME,
        MoveLimit.NONE,
        Sweep.OWN_ROW,
        directionRule);
  }

  private static RuleOptions withMoveLimit(RuleOptions o) {
    return new RuleOptions(
        o.storeSowing(),
        o.lapOrigin(),
        o.lastInStore(),
        o.relay(),
        o.capture(),
        o.grandSlam(),
        o.starving(),
        o.rowEnd(),
        o.majority(),
        o.repetition(),
        MoveLimit.SEEDS_TIMES_HOUSES,
        o.sweep(),
        o.directionRule());
  }
}
