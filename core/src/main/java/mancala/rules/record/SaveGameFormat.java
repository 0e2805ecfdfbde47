package mancala.rules.record;

import java.util.Locale;
import java.util.Optional;
import mancala.rules.BoardText;
import mancala.rules.Direction;
import mancala.rules.IllegalMoveException;
import mancala.rules.RuleSet;
import mancala.rules.Rules;

/**
 * The saved-game format, version 1: a line {@code mancala-save 1}, then {@code rules}, {@code
 * houses} and {@code seeds} lines, then one line per step ({@code move <house>} with the house
 * counted from 0 in the mover's sowing order, or {@code setup board=<pits> next=<0|1>
 * direction=<ccw|cw>}), then {@code at <steps in effect>}. Blank lines and lines starting with
 * {@code #} are ignored. Reading replays every step, so a damaged file is caught, never trusted.
 */
public final class SaveGameFormat {
  /** The first word of every saved game. */
  public static final String MAGIC = "mancala-save";

  /** The version written by this program. */
  public static final int VERSION = 1;

  private SaveGameFormat() {}

  /** The text of a saved game. */
  public static String write(GameRecord record) {
    StringBuilder out = new StringBuilder();
    out.append("# Mancala saved game\n");
    out.append(MAGIC).append(' ').append(VERSION).append('\n');
    out.append("rules ").append(record.rules().ruleSet().id()).append('\n');
    out.append("houses ").append(record.rules().layout().houses()).append('\n');
    out.append("seeds ").append(record.seeds()).append('\n');
    for (Step step : record.steps()) {
      if (step instanceof Step.Move m) {
        out.append("move ").append(m.house()).append('\n');
      } else if (step instanceof Step.Setup s) {
        out.append("setup board=")
            .append(BoardText.format(s.pits()))
            .append(" next=")
            .append(s.mover())
            .append(" direction=")
            .append(directionName(s.direction()))
            .append('\n');
      }
    }
    out.append("at ").append(record.cursor()).append('\n');
    return out.toString();
  }

  /**
   * Reads a saved game; {@code source} names the file in messages.
   *
   * @throws FormatException naming the line and the problem if the text is not a saved game
   */
  public static GameRecord read(String text, String source) throws FormatException {
    String[] lines = text.split("\r?\n", -1);
    Header header = new Header();
    GameRecord record = null;
    Integer at = null;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].trim();
      int number = i + 1;
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] words = line.split("\\s+", 2);
      String key = words[0];
      String value = words.length > 1 ? words[1].trim() : "";
      if (!header.seenMagic) {
        header.checkMagic(key, value, source, number);
        continue;
      }
      if (at != null) {
        throw new FormatException(source, number, "nothing may follow the 'at' line");
      }
      try {
        switch (key) {
          case "rules", "houses", "seeds" -> {
            if (record != null) {
              throw new IllegalArgumentException("'" + key + "' must come before the steps");
            }
            header.set(key, value);
          }
          case "move", "setup" -> {
            if (record == null) {
              record = header.startGame();
            }
            record.apply(step(key, value));
          }
          case "at" -> {
            if (record == null) {
              record = header.startGame();
            }
            at = count(value, "the step count");
            record.goTo(at);
          }
          default -> throw new IllegalArgumentException("unknown line '" + key + "'");
        }
      } catch (IllegalMoveException e) {
        throw new FormatException(source, number, "the move is not legal here: " + e.getMessage());
      } catch (IllegalArgumentException e) {
        throw new FormatException(source, number, e.getMessage());
      }
    }
    if (!header.seenMagic) {
      throw new FormatException(source, "is empty, not a Mancala saved game");
    }
    if (record == null) {
      try {
        record = header.startGame();
      } catch (IllegalArgumentException e) {
        throw new FormatException(source, e.getMessage());
      }
    }
    if (at == null) {
      throw new FormatException(source, "is cut short: the final 'at' line is missing");
    }
    return record;
  }

  private static Step step(String key, String value) {
    if (key.equals("move")) {
      return new Step.Move(count(value, "a move"));
    }
    String board = null;
    Integer next = null;
    Direction direction = Direction.COUNTER_CLOCKWISE;
    for (String field : value.split("\\s+")) {
      String[] kv = field.split("=", 2);
      if (kv.length != 2) {
        throw new IllegalArgumentException("setup field '" + field + "' is not name=value");
      }
      switch (kv[0]) {
        case "board" -> board = kv[1];
        case "next" -> next = count(kv[1], "the player to move");
        case "direction" -> direction = direction(kv[1]);
        default -> throw new IllegalArgumentException("unknown setup field '" + kv[0] + "'");
      }
    }
    if (board == null || next == null) {
      throw new IllegalArgumentException("a setup needs board= and next=");
    }
    return new Step.Setup(BoardText.parse(board), next, direction);
  }

  /** The short name of a direction in files. */
  static String directionName(Direction d) {
    return d == Direction.COUNTER_CLOCKWISE ? "ccw" : "cw";
  }

  static Direction direction(String text) {
    return switch (text.toLowerCase(Locale.ROOT)) {
      case "ccw" -> Direction.COUNTER_CLOCKWISE;
      case "cw" -> Direction.CLOCKWISE;
      default -> throw new IllegalArgumentException("direction is ccw or cw, not '" + text + "'");
    };
  }

  static int count(String text, String what) {
    if (!text.matches("[0-9]{1,6}")) {
      throw new IllegalArgumentException(what + " must be a whole number, not '" + text + "'");
    }
    return Integer.parseInt(text);
  }

  /** The lines before the first step. */
  private static final class Header {
    boolean seenMagic;
    RuleSet ruleSet;
    int houses = 6;
    Integer seeds;

    void checkMagic(String key, String value, String source, int line) throws FormatException {
      if (!key.equals(MAGIC)) {
        throw new FormatException(
            source, line, "not a Mancala saved game (it should begin with '" + MAGIC + "')");
      }
      if (!value.matches("[0-9]{1,4}")) {
        throw new FormatException(source, line, "the format version is missing");
      }
      int version = Integer.parseInt(value);
      if (version != VERSION) {
        throw new FormatException(
            source,
            line,
            "saved in format " + version + "; this version of Mancala reads format " + VERSION);
      }
      seenMagic = true;
    }

    void set(String key, String value) {
      switch (key) {
        case "rules" -> {
          Optional<RuleSet> r = RuleSet.byId(value);
          ruleSet =
              r.orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "unknown rule set '" + value + "' (known: " + RuleSet.ids() + ")"));
        }
        case "houses" -> houses = count(value, "houses");
        default -> seeds = count(value, "seeds");
      }
    }

    GameRecord startGame() {
      if (ruleSet == null || seeds == null) {
        throw new IllegalArgumentException("the 'rules' and 'seeds' lines are missing");
      }
      return GameRecord.start(Rules.of(ruleSet, houses), seeds);
    }
  }
}
