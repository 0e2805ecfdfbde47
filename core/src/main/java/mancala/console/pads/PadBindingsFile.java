package mancala.console.pads;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import mancala.rules.record.FormatException;
import mancala.rules.record.TextFiles;

/**
 * The gamepad bindings in a text file, written atomically: a {@value #HEADER} line, then for each
 * pad name a {@code pad <name>} line followed by one {@code <ACTION> <BUTTON>} line per action. A
 * damaged file is never overwritten: the first save after reading one keeps it as {@code
 * <file>.bad}.
 */
public final class PadBindingsFile implements BindingsStore {
  /** The first line of the file: its format and version. */
  public static final String HEADER = "mancala-pad-bindings 1";

  private final Path file;
  private boolean damaged;

  /** The bindings kept in this file. */
  public PadBindingsFile(Path file) {
    this.file = file;
  }

  /** The file. */
  public Path file() {
    return file;
  }

  @Override
  public Map<String, PadBindings> load() throws FormatException {
    if (!Files.exists(file)) {
      return Map.of();
    }
    try {
      return parse(TextFiles.read(file), file.toString());
    } catch (FormatException e) {
      damaged = true;
      throw e;
    }
  }

  @Override
  public void save(Map<String, PadBindings> bindings) throws IOException {
    if (damaged && Files.exists(file)) {
      Files.move(file, keptAside(), StandardCopyOption.REPLACE_EXISTING);
    }
    damaged = false;
    TextFiles.writeAtomically(file, format(bindings));
  }

  /** Where a damaged file is kept when new bindings are saved. */
  public Path keptAside() {
    return file.resolveSibling(file.getFileName() + ".bad");
  }

  /** The text of a bindings file. */
  public static String format(Map<String, PadBindings> bindings) {
    StringBuilder out = new StringBuilder(HEADER).append('\n');
    out.append("# Mancala's gamepad buttons, remembered by pad name: <ACTION> <BUTTON>\n");
    for (Map.Entry<String, PadBindings> pad : new TreeMap<>(bindings).entrySet()) {
      out.append('\n').append("pad ").append(pad.getKey()).append('\n');
      pad.getValue()
          .asMap()
          .forEach((action, button) -> out.append(action).append(' ').append(button).append('\n'));
    }
    return out.toString();
  }

  /**
   * The bindings in a file's text; {@code source} names it in messages.
   *
   * @throws FormatException naming the line and the problem
   */
  public static Map<String, PadBindings> parse(String text, String source) throws FormatException {
    String[] lines = text.split("\r?\n", -1);
    Map<String, PadBindings> pads = new TreeMap<>();
    int line = 0;
    while (line < lines.length && content(lines[line]).isEmpty()) {
      line++;
    }
    if (line == lines.length || !content(lines[line]).equals(HEADER)) {
      throw new FormatException(
          source, "is not a Mancala bindings file (no '" + HEADER + "' line)");
    }
    String name = null;
    int nameLine = 0;
    Map<PadAction, PadButton> buttons = new EnumMap<>(PadAction.class);
    for (line++; line < lines.length; line++) {
      String words = content(lines[line]);
      if (words.isEmpty()) {
        continue;
      }
      if (words.equals("pad") || words.startsWith("pad ")) {
        finish(pads, name, buttons, source, nameLine);
        name = words.substring(3).trim();
        nameLine = line + 1;
        if (name.isEmpty()) {
          throw new FormatException(source, nameLine, "a pad line needs the pad's name");
        }
        if (pads.containsKey(name)) {
          throw new FormatException(source, nameLine, "pad '" + name + "' appears twice");
        }
        buttons = new EnumMap<>(PadAction.class);
      } else if (name == null) {
        throw new FormatException(source, line + 1, "expected 'pad <name>', got '" + words + "'");
      } else {
        bind(words, buttons, source, line + 1);
      }
    }
    finish(pads, name, buttons, source, nameLine);
    return pads;
  }

  private static void bind(String words, Map<PadAction, PadButton> buttons, String source, int line)
      throws FormatException {
    String[] parts = words.split("\\s+");
    if (parts.length != 2) {
      throw new FormatException(source, line, "expected '<ACTION> <BUTTON>', got '" + words + "'");
    }
    PadAction action =
        PadAction.named(parts[0])
            .orElseThrow(
                () -> new FormatException(source, line, "no action is called '" + parts[0] + "'"));
    PadButton button =
        PadButton.named(parts[1])
            .orElseThrow(
                () -> new FormatException(source, line, "no button is called '" + parts[1] + "'"));
    if (buttons.containsKey(action)) {
      throw new FormatException(source, line, action + " is bound twice");
    }
    if (buttons.containsValue(button)) {
      throw new FormatException(source, line, "button " + button + " already does something");
    }
    buttons.put(action, button);
  }

  /** Adds the pad read so far, if any, checking that it binds every action. */
  private static void finish(
      Map<String, PadBindings> pads,
      String name,
      Map<PadAction, PadButton> buttons,
      String source,
      int line)
      throws FormatException {
    if (name == null) {
      return;
    }
    for (PadAction action : PadAction.values()) {
      if (!buttons.containsKey(action)) {
        throw new FormatException(source, line, "pad '" + name + "' has no button for " + action);
      }
    }
    pads.put(name, PadBindings.of(buttons));
  }

  /** A line's words: nothing for a blank line or a comment (a line starting with #). */
  private static String content(String line) {
    String trimmed = line.trim();
    return trimmed.startsWith("#") ? "" : trimmed;
  }
}
