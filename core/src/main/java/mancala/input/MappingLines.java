package mancala.input;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * SDL game-controller mappings as found in a {@code gamecontrollerdb.txt} or in {@code
 * SDL_GAMECONTROLLERCONFIG}: one pad a line, {@code <GUID>,<name>,<field>:<value>,...}. Keeps the
 * well-formed lines and names the others, so one bad line costs only itself.
 */
public final class MappingLines {
  private static final Pattern GUID = Pattern.compile("[0-9a-fA-F]{32}|xinput");
  private static final Pattern FIELD = Pattern.compile("[+-]?[A-Za-z0-9_]+:[^,]*");

  private final List<String> mappings;
  private final List<String> problems;

  private MappingLines(List<String> mappings, List<String> problems) {
    this.mappings = List.copyOf(mappings);
    this.problems = List.copyOf(problems);
  }

  /** Reads mapping lines; {@code source} names them in the problems. */
  public static MappingLines parse(String text, String source) {
    List<String> mappings = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    String[] lines = text.split("\r?\n|\r", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].trim();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      String problem = problem(line);
      if (problem == null) {
        mappings.add(line);
      } else {
        problems.add(source + ": line " + (i + 1) + ": " + problem);
      }
    }
    return new MappingLines(mappings, problems);
  }

  private static String problem(String line) {
    String[] fields = line.split(",", -1);
    if (fields.length < 3) {
      return "expected '<GUID>,<name>,<button>:<control>,...'";
    }
    if (!GUID.matcher(fields[0]).matches()) {
      return "'" + fields[0] + "' is not a GUID of 32 hex digits";
    }
    if (fields[1].isBlank()) {
      return "the pad has no name";
    }
    int controls = 0;
    for (int f = 2; f < fields.length; f++) {
      if (fields[f].isEmpty() && f == fields.length - 1) {
        continue;
      }
      if (!FIELD.matcher(fields[f]).matches()) {
        return "'" + fields[f] + "' is not '<name>:<value>'";
      }
      controls++;
    }
    return controls == 0 ? "the mapping binds nothing" : null;
  }

  /** The well-formed mappings, one a line. */
  public List<String> mappings() {
    return mappings;
  }

  /** What was wrong with each other line, naming the source and the line. */
  public List<String> problems() {
    return problems;
  }

  /** The well-formed mappings as one text for SDL, a line each. */
  public String text() {
    return mappings.isEmpty() ? "" : String.join("\n", mappings) + "\n";
  }
}
