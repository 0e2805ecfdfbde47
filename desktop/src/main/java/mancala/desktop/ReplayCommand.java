package mancala.desktop;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.concurrent.Callable;
import mancala.rules.IllegalMove;
import mancala.rules.Position;
import mancala.rules.RuleSet;
import mancala.rules.Rules;
import picocli.CommandLine.Command;

/** The {@code replay} command: plays games read from standard input and prints every position. */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = {
      "Reads games from standard input, one per line:",
      "  <ruleset>[/<houses>] <seeds> <move> <move> ...",
      "(houses default to 6; a move is a house index 0..n-1 of the player to move, counted in"
          + " sowing order). For each game prints the start and every move as",
      "  <ply> board=<pits> next=<0|1|-> over=<0|1> legal=<i,j,...>",
      "where the board lists player 0's houses, store, player 1's houses, store (before any"
          + " end-of-game sweep), then 'end final=<a>:<b>' with each side's total.",
      "A bad line prints 'error=<reason> ply=<k>' and replay goes on; the exit code is 1 if any"
          + " line failed."
    })
final class ReplayCommand implements Callable<Integer> {
  private final Terminal terminal;

  ReplayCommand(Terminal terminal) {
    this.terminal = terminal;
  }

  @Override
  public Integer call() throws IOException {
    BufferedReader reader = terminal.reader();
    boolean failed = false;
    int lineNumber = 0;
    for (String line = reader.readLine(); line != null; line = reader.readLine()) {
      lineNumber++;
      if (!line.isBlank()) {
        failed |= !replay(line.trim(), lineNumber);
      }
    }
    terminal.out().flush();
    return failed ? 1 : 0;
  }

  /** Replays one game line; false if it failed. */
  private boolean replay(String line, int lineNumber) {
    String[] words = line.split("\\s+");
    String[] ruleWords = words[0].split("/", -1);
    Optional<RuleSet> ruleSet = RuleSet.byId(ruleWords[0]);
    if (ruleSet.isEmpty()) {
      return fail(lineNumber, "unknown-rule-set", 0, "unknown rule set '" + ruleWords[0] + "'");
    }
    int houses = 6;
    if (ruleWords.length > 2 || ruleWords.length == 2 && !isCount(ruleWords[1])) {
      return fail(lineNumber, "bad-houses", 0, "'" + words[0] + "' should be <ruleset>/<houses>");
    }
    if (ruleWords.length == 2) {
      houses = Integer.parseInt(ruleWords[1]);
    }
    if (houses < 3 || houses > 8) {
      return fail(lineNumber, "bad-houses", 0, "houses must be 3 to 8, not " + houses);
    }
    if (words.length < 2 || !isCount(words[1])) {
      return fail(lineNumber, "bad-seeds", 0, "the seeds per house are missing");
    }
    int seeds = Integer.parseInt(words[1]);
    if (seeds < 1 || seeds > 10) {
      return fail(lineNumber, "bad-seeds", 0, "seeds per house must be 1 to 10, not " + seeds);
    }
    Rules rules = Rules.of(ruleSet.get(), houses);
    Position p = rules.start(seeds);
    print(0, p);
    for (int i = 2; i < words.length; i++) {
      int ply = i - 1;
      if (!isCount(words[i])) {
        return fail(lineNumber, "not-a-move", ply, "'" + words[i] + "' is not a house number");
      }
      int house = Integer.parseInt(words[i]);
      Optional<IllegalMove> illegal = rules.check(p, house);
      if (illegal.isPresent()) {
        return fail(
            lineNumber,
            illegal.get().code(),
            ply,
            "house " + house + ": " + illegal.get().message());
      }
      rules.play(p, house);
      print(ply, p);
    }
    terminal.out().println("end final=" + p.total(0) + ":" + p.total(1));
    return true;
  }

  private static boolean isCount(String word) {
    return word.matches("[0-9]{1,3}");
  }

  private void print(int ply, Position p) {
    StringJoiner legal = new StringJoiner(",");
    for (int moves = p.legalMoves(); moves != 0; moves &= moves - 1) {
      legal.add(Integer.toString(Integer.numberOfTrailingZeros(moves)));
    }
    terminal
        .out()
        .println(
            ply
                + " board="
                + p.board()
                + " next="
                + (p.isOver() ? "-" : Integer.toString(p.mover()))
                + " over="
                + (p.isOver() ? 1 : 0)
                + " legal="
                + legal);
  }

  private boolean fail(int lineNumber, String reason, int ply, String message) {
    terminal.out().println("error=" + reason + " ply=" + ply);
    terminal.err().println("replay: line " + lineNumber + ": " + message);
    return false;
  }
}
