package mancala.rules.record;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import mancala.rules.EventRecorder;
import mancala.rules.Position;
import mancala.rules.SowingEvent;

/** Sentences about moves and results, as the move log and the text game print them. */
public final class MoveNotes {
  private MoveNotes() {}

  /**
   * What a move does, such as {@code Player 1 sows cup 3 (4 seeds): extra turn}, with cups named by
   * {@link CupNotation}; the position is not changed.
   */
  public static String describe(Position before, int house) {
    CupNotation cups = new CupNotation(before.layout());
    int player = before.mover();
    int seeds = before.house(player, house);
    Position after = before.copy();
    EventRecorder recorder = new EventRecorder();
    before.rules().play(after, house, recorder);
    List<String> notes = new ArrayList<>();
    int captured = 0;
    for (SowingEvent e : recorder.events()) {
      if (e instanceof SowingEvent.Capture c) {
        captured += c.count();
      } else if (e instanceof SowingEvent.RelayPickUp r) {
        notes.add("relays " + r.count() + " from cup " + cups.name(r.pit()));
      } else if (e instanceof SowingEvent.ExtraTurn) {
        notes.add("extra turn");
      } else if (e instanceof SowingEvent.DirectionChange d) {
        notes.add(
            "sowing turns " + d.direction().name().toLowerCase(Locale.ROOT).replace('_', '-'));
      }
    }
    if (captured > 0) {
      notes.add(0, "captures " + captured);
    }
    if (after.isOver()) {
      notes.add("game over");
    }
    return "Player "
        + (player + 1)
        + " sows cup "
        + cups.cup(player, house)
        + " ("
        + seeds
        + (seeds == 1 ? " seed)" : " seeds)")
        + (notes.isEmpty() ? "" : ": " + String.join(", ", notes));
  }

  /** The score line: the final result once the game is over, the stores before. */
  public static String result(Position p) {
    if (!p.isOver()) {
      return "Not finished. Stores: player 1 " + p.store(0) + ", player 2 " + p.store(1) + ".";
    }
    int a = p.total(0);
    int b = p.total(1);
    String verdict = a == b ? "A draw." : "Player " + (a > b ? 1 : 2) + " wins.";
    return "Final: player 1 " + a + ", player 2 " + b + ". " + verdict;
  }
}
