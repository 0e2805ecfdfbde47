package mancala.ai.kalah;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import mancala.rules.RuleSet;
import mancala.rules.record.FormatException;

/**
 * The opening book as text: a first line {@code mancala-book 1}, then one entry a line, {@code
 * <rule set> <mover's houses>/<opponent's houses> <best house> <future margin>}; blank lines and
 * lines starting with # are comments.
 */
public final class BookFile {
  /** The first line of a book of this format. */
  static final String HEADER = "mancala-book 1";

  /** Where the book shipped with the game lies on the classpath. */
  public static final String SHIPPED = "/assets/ai/opening-book.txt";

  private BookFile() {}

  /**
   * The book shipped with the game, or an empty one if the build has none.
   *
   * @throws IllegalStateException if the shipped book is damaged
   */
  public static OpeningBook shipped() {
    try (InputStream in = BookFile.class.getResourceAsStream(SHIPPED)) {
      if (in == null) {
        return new OpeningBook();
      }
      return read(new String(in.readAllBytes(), StandardCharsets.UTF_8), "assets" + SHIPPED);
    } catch (IOException | FormatException e) {
      throw new IllegalStateException("the opening book is damaged: " + e.getMessage(), e);
    }
  }

  /** The book as text. */
  public static String write(OpeningBook book, String comment) {
    StringBuilder s = new StringBuilder(HEADER).append('\n');
    for (String line : comment.split("\n")) {
      s.append("# ").append(line).append('\n');
    }
    for (Map.Entry<String, OpeningBook.Entry> e : book.entries().entrySet()) {
      s.append(e.getKey())
          .append(' ')
          .append(e.getValue().house())
          .append(' ')
          .append(e.getValue().value())
          .append('\n');
    }
    return s.toString();
  }

  /**
   * Reads a book.
   *
   * @throws FormatException naming the source, the line and the problem
   */
  public static OpeningBook read(String text, String source) throws FormatException {
    String[] lines = text.split("\n", -1);
    if (!lines[0].strip().equals(HEADER)) {
      throw new FormatException(source, 1, "not an opening book (it must begin '" + HEADER + "')");
    }
    OpeningBook book = new OpeningBook();
    for (int i = 1; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String[] words = line.split("\\s+");
      if (words.length != 4) {
        throw new FormatException(
            source, i + 1, "an entry is '<rule set> <houses>/<houses> <house> <value>'");
      }
      if (RuleSet.byId(words[0]).isEmpty()) {
        throw new FormatException(source, i + 1, "no rule set '" + words[0] + "'");
      }
      int[] board = board(words[1], source, i + 1);
      int houses = (board.length - 1) / 2;
      int house = number(words[2], source, i + 1);
      int value = number(words[3], source, i + 1);
      if (house < 0 || house >= houses || board[house] == 0) {
        throw new FormatException(source, i + 1, "house " + house + " cannot be sown there");
      }
      book.put(words[0], board, new OpeningBook.Entry(house, value));
    }
    return book;
  }

  private static int[] board(String text, String source, int line) throws FormatException {
    String[] sides = text.split("/", -1);
    if (sides.length != 2) {
      throw new FormatException(source, line, "a board is '<houses>/<houses>', not '" + text + "'");
    }
    String[] mine = sides[0].split(",", -1);
    String[] theirs = sides[1].split(",", -1);
    int n = mine.length;
    if (theirs.length != n || n < 3 || n > 8) {
      throw new FormatException(source, line, "both sides need the same 3 to 8 houses: " + text);
    }
    int[] board = new int[2 * n + 1];
    for (int i = 0; i < n; i++) {
      board[i] = count(mine[i], source, line);
      board[n + 1 + i] = count(theirs[i], source, line);
    }
    return board;
  }

  private static int count(String text, String source, int line) throws FormatException {
    int n = number(text, source, line);
    if (n < 0) {
      throw new FormatException(source, line, "a house holds " + n + " seeds");
    }
    return n;
  }

  private static int number(String text, String source, int line) throws FormatException {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new FormatException(source, line, "'" + text + "' is not a number");
    }
  }
}
