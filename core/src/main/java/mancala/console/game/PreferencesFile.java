package mancala.console.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import mancala.rules.record.FormatException;
import mancala.rules.record.TextFiles;

/**
 * The player's preferences in a text file, written atomically: a {@value #HEADER} line, then one
 * {@code <name> <value>} line per choice (a choice left out keeps its default). A damaged file is
 * never overwritten: the first save after reading one keeps it as {@code <file>.bad}.
 */
public final class PreferencesFile implements PreferencesStore {
  /** The first line of the file: its format and version. */
  public static final String HEADER = "mancala-settings 1";

  private final Path file;
  private boolean damaged;

  /** The preferences kept in this file. */
  public PreferencesFile(Path file) {
    this.file = file;
  }

  @Override
  public Optional<Preferences> load() throws FormatException {
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try {
      return Optional.of(parse(TextFiles.read(file), file.toString()));
    } catch (FormatException e) {
      damaged = true;
      throw e;
    }
  }

  @Override
  public void save(Preferences preferences) throws IOException {
    if (damaged && Files.exists(file)) {
      Files.move(file, keptAside(), StandardCopyOption.REPLACE_EXISTING);
    }
    damaged = false;
    TextFiles.writeAtomically(file, format(preferences));
  }

  /** Where a damaged file is kept when new preferences are saved. */
  public Path keptAside() {
    return file.resolveSibling(file.getFileName() + ".bad");
  }

  /** The text of a preferences file. */
  public static String format(Preferences p) {
    return HEADER
        + "\n"
        + "animation "
        + p.speed()
        + "\ncounts "
        + p.counts()
        + "\nthoughts "
        + p.thoughts()
        + "\nsound "
        + p.sound()
        + "\nvolume "
        + p.volume()
        + "\ndemo-sound "
        + p.demoSound()
        + "\n";
  }

  /**
   * The preferences in a file's text; {@code source} names it in messages.
   *
   * @throws FormatException naming the line and the problem
   */
  public static Preferences parse(String text, String source) throws FormatException {
    String[] lines = text.split("\r?\n", -1);
    int line = 0;
    while (line < lines.length && content(lines[line]).isEmpty()) {
      line++;
    }
    if (line == lines.length || !content(lines[line]).equals(HEADER)) {
      throw new FormatException(
          source, "is not a Mancala settings file (no '" + HEADER + "' line)");
    }
    Preferences p = Preferences.DEFAULTS;
    Set<String> seen = new HashSet<>();
    for (line++; line < lines.length; line++) {
      String words = content(lines[line]);
      if (words.isEmpty()) {
        continue;
      }
      int number = line + 1;
      String[] parts = words.split("\\s+");
      if (parts.length != 2) {
        throw new FormatException(source, number, "expected '<name> <value>', got '" + words + "'");
      }
      String name = parts[0].toLowerCase(Locale.ROOT);
      if (!seen.add(name)) {
        throw new FormatException(source, number, "'" + name + "' is set twice");
      }
      String value = parts[1].toUpperCase(Locale.ROOT);
      p =
          switch (name) {
            case "animation" -> p.withSpeed(value(AnimationSpeed.class, value, source, number));
            case "counts" -> p.withCounts(value(CountDisplay.class, value, source, number));
            case "thoughts" -> p.withThoughts(value(ThoughtsDisplay.class, value, source, number));
            case "sound" -> p.withSound(value(SoundSwitch.class, value, source, number));
            case "volume" -> p.withVolume(volume(value, source, number));
            case "demo-sound" -> p.withDemoSound(value(DemoSound.class, value, source, number));
            default ->
                throw new FormatException(source, number, "no setting is called '" + name + "'");
          };
    }
    return p;
  }

  private static <E extends Enum<E>> E value(Class<E> type, String value, String source, int line)
      throws FormatException {
    for (E e : type.getEnumConstants()) {
      if (e.name().equals(value)) {
        return e;
      }
    }
    throw new FormatException(source, line, "'" + value + "' is not one of " + names(type));
  }

  private static int volume(String value, String source, int line) throws FormatException {
    try {
      int v = Integer.parseInt(value);
      if (v >= 1 && v <= Preferences.MAX_VOLUME) {
        return v;
      }
    } catch (NumberFormatException e) {
      // told below
    }
    throw new FormatException(
        source,
        line,
        "the volume is a whole number 1 to " + Preferences.MAX_VOLUME + ", not '" + value + "'");
  }

  private static <E extends Enum<E>> String names(Class<E> type) {
    StringBuilder out = new StringBuilder();
    for (E e : type.getEnumConstants()) {
      out.append(out.length() == 0 ? "" : ", ").append(e.name());
    }
    return out.toString();
  }

  private static String content(String line) {
    String trimmed = line.trim();
    return trimmed.startsWith("#") ? "" : trimmed;
  }
}
