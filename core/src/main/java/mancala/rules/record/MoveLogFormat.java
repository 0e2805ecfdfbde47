package mancala.rules.record;

import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mancala.rules.BoardText;
import mancala.rules.IllegalMoveException;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;

/**
 * The move log: a text a person reads (and this program reads back), naming cups as {@link
 * CupNotation} does. One numbered line per move says who sowed which cup and what came of it; a
 * board set up by hand gets a line of its own; the last line gives the result.
 */
public final class MoveLogFormat {
  private static final Pattern RULES =
      Pattern.compile("Rules: ([a-z-]+), ([0-9]+) houses, ([0-9]+) seeds");
  private static final Pattern MOVE =
      Pattern.compile("[0-9]+\\. Player ([12]) sows cup ([0-9]+)\\b.*");
  private static final Pattern SETUP =
      Pattern.compile("Board set up: board=([0-9,]+) next=([12]) direction=([a-z]+)");

  private MoveLogFormat() {}

  /** The log of the steps in effect. */
  public static String write(GameRecord record) {
    Rules rules = record.rules();
    Layout layout = rules.layout();
    CupNotation cups = new CupNotation(layout);
    int n = layout.houses();
    StringBuilder out = new StringBuilder();
    out.append("Mancala game log\n");
    out.append("Rules: ")
        .append(rules.ruleSet().id())
        .append(", ")
        .append(n)
        .append(" houses, ")
        .append(record.seeds())
        .append(" seeds\n");
    out.append("Cups: player 1 owns cups 1-")
        .append(n)
        .append(" and store S1, player 2 owns cups ")
        .append(n + 1)
        .append('-')
        .append(2 * n)
        .append(" and store S2; sowing counter-clockwise counts up.\n\n");
    List<Step> steps = record.steps();
    int moveNumber = 0;
    for (int i = 0; i < record.cursor(); i++) {
      Position before = record.positionBefore(i);
      Step step = steps.get(i);
      if (step instanceof Step.Move m) {
        moveNumber++;
        out.append(String.format("%4d. ", moveNumber))
            .append(MoveNotes.describe(before, m.house()))
            .append('\n');
      } else if (step instanceof Step.Setup s) {
        out.append("      Board set up: board=")
            .append(BoardText.format(s.pits()))
            .append(" next=")
            .append(s.mover() + 1)
            .append(" direction=")
            .append(SaveGameFormat.directionName(s.direction()))
            .append('\n');
      }
    }
    out.append('\n').append(MoveNotes.result(record.current())).append('\n');
    return out.toString();
  }

  /**
   * Reads a log back into a game record; {@code source} names the file in messages.
   *
   * @throws FormatException naming the line and the problem if the text is not a move log
   */
  public static GameRecord read(String text, String source) throws FormatException {
    String[] lines = text.split("\r?\n", -1);
    GameRecord record = null;
    CupNotation cups = null;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].trim();
      int number = i + 1;
      Matcher rules = RULES.matcher(line);
      Matcher move = MOVE.matcher(line);
      Matcher setup = SETUP.matcher(line);
      try {
        if (rules.matches()) {
          if (record != null) {
            throw new IllegalArgumentException("a second 'Rules:' line");
          }
          RuleSet ruleSet =
              RuleSet.byId(rules.group(1))
                  .orElseThrow(
                      () ->
                          new IllegalArgumentException(
                              "unknown rule set '" + rules.group(1) + "'"));
          record =
              GameRecord.start(
                  Rules.of(ruleSet, SaveGameFormat.count(rules.group(2), "houses")),
                  SaveGameFormat.count(rules.group(3), "seeds"));
          cups = new CupNotation(record.rules().layout());
        } else if (move.matches() || setup.matches()) {
          if (record == null) {
            throw new IllegalArgumentException("a move comes before the 'Rules:' line");
          }
          if (move.matches()) {
            playLogged(record, cups, Integer.parseInt(move.group(1)) - 1, move.group(2));
          } else {
            record.apply(
                new Step.Setup(
                    BoardText.parse(setup.group(1)),
                    Integer.parseInt(setup.group(2)) - 1,
                    SaveGameFormat.direction(setup.group(3))));
          }
        }
      } catch (IllegalMoveException e) {
        throw new FormatException(source, number, "the move is not legal here: " + e.getMessage());
      } catch (IllegalArgumentException e) {
        throw new FormatException(source, number, e.getMessage());
      }
    }
    if (record == null) {
      throw new FormatException(source, "not a Mancala move log (no 'Rules:' line)");
    }
    return record;
  }

  private static void playLogged(GameRecord record, CupNotation cups, int player, String cupText) {
    Position now = record.current();
    if (now.isOver()) {
      throw new IllegalArgumentException("a move after the end of the game");
    }
    if (player != now.mover()) {
      throw new IllegalArgumentException(
          "player " + (player + 1) + " moves, but it is player " + (now.mover() + 1) + "'s turn");
    }
    OptionalInt pit = cups.parse(cupText);
    Layout layout = record.rules().layout();
    if (pit.isEmpty() || layout.isStore(pit.getAsInt()) || layout.owner(pit.getAsInt()) != player) {
      throw new IllegalArgumentException(
          "cup " + cupText + " is not one of player " + (player + 1) + "'s cups");
    }
    record.play(layout.houseIndex(pit.getAsInt()));
  }
}
