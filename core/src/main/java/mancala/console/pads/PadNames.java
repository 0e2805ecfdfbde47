package mancala.console.pads;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** Cleans gamepad names for keeping, and shortens them for the screen. */
public final class PadNames {
  /** The longest name kept. */
  static final int MAX_KEPT = 100;

  private static final List<String> FILLER = List.of("CONTROLLER", "GAMEPAD", "WIRELESS", "(R)");

  private PadNames() {}

  /**
   * A name fit for a file: control characters as spaces, spaces collapsed, at most {@value
   * #MAX_KEPT} characters, never empty.
   */
  public static String clean(String name) {
    String cleaned =
        name == null ? "" : name.replaceAll("\\p{Cntrl}", " ").replaceAll("\\s+", " ").trim();
    if (cleaned.length() > MAX_KEPT) {
      cleaned = cleaned.substring(0, MAX_KEPT).trim();
    }
    return cleaned.isEmpty() ? "Gamepad" : cleaned;
  }

  /**
   * A name for the screen: capitals the font has, at most {@code max} characters, dropping words
   * such as CONTROLLER first and then cutting at a word where it can.
   */
  public static String shorten(String name, int max) {
    StringBuilder printable = new StringBuilder();
    for (char c : clean(name).toUpperCase(Locale.ROOT).toCharArray()) {
      if (c >= ' ' && c <= '~') {
        printable.append(c);
      }
    }
    List<String> words = new ArrayList<>(List.of(printable.toString().trim().split("\\s+")));
    for (String filler : FILLER) {
      if (String.join(" ", words).length() > max && words.size() > 1) {
        words.remove(filler);
      }
    }
    String text = String.join(" ", words).trim();
    if (text.length() <= max) {
      return text.isEmpty() ? "GAMEPAD" : text;
    }
    int space = text.lastIndexOf(' ', max);
    return (space > max / 2 ? text.substring(0, space) : text.substring(0, max)).trim();
  }
}
