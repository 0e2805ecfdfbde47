package mancala.desktop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import mancala.rules.IllegalMove;
import mancala.rules.Layout;
import mancala.rules.Position;
import mancala.rules.Rules;
import mancala.rules.record.BoardEditor;
import mancala.rules.record.CupNotation;
import mancala.rules.record.FormatException;
import mancala.rules.record.GameRecord;
import mancala.rules.record.MoveLogFormat;
import mancala.rules.record.MoveNotes;
import mancala.rules.record.SaveGameFormat;
import mancala.rules.record.TextFiles;

/**
 * A game in the terminal: the board in characters, moves typed as cup numbers, with undo, redo, the
 * board editor, saving, loading and the move log.
 */
final class TextGame {
  private static final String HELP =
      """
      Commands:
        <cup>         sow one of your cups (the numbers printed around the board)
        undo, redo    take back a step, or put it back
        new           start a new game with the same rules
        edit          edit the board: '<from> <to>' moves one seed between cups
                      (S1 and S2 are the stores), 'next 1' or 'next 2' chooses who
                      moves, 'done' keeps the changes, 'cancel' drops them
        save <file>   save the game; load <file> loads a saved game
        log <file>    write the move log
        help, quit""";

  private final BufferedReader in;
  private final PrintStream out;
  private final Seats seats;
  private GameRecord record;

  TextGame(Terminal terminal, GameRecord record, Seats seats) {
    this.in = terminal.reader();
    this.out = terminal.out();
    this.record = record;
    this.seats = seats;
  }

  /** Plays until the user quits or input ends. */
  void run() throws IOException {
    out.println("Mancala in the terminal: " + describeRules() + ". Type 'help' for the commands.");
    out.println("Player 1: " + seats.describe(0) + ". Player 2: " + seats.describe(1) + ".");
    show();
    computerTurns();
    for (String line = prompt(); line != null; line = prompt()) {
      String command = line.trim();
      if (command.equals("quit") || command.equals("exit")) {
        return;
      }
      if (!command.isEmpty()) {
        handle(command);
        computerTurns();
      }
    }
    out.println();
  }

  private String describeRules() {
    Rules rules = record.rules();
    return rules.ruleSet().id()
        + ", "
        + rules.layout().houses()
        + " houses a side, "
        + record.seeds()
        + " seeds a house";
  }

  private String prompt() throws IOException {
    Position p = record.current();
    if (p.isOver()) {
      out.print("Game over. 'new', 'undo' or 'quit' > ");
    } else {
      int n = p.layout().houses();
      int first = p.mover() * n + 1;
      out.printf(
          "Player %d (%s) to move, cups %d-%d > ",
          p.mover() + 1, p.mover() == 0 ? "bottom" : "top", first, first + n - 1);
    }
    out.flush();
    return in.readLine();
  }

  private void handle(String command) throws IOException {
    String[] words = command.split("\\s+", 2);
    String verb = words[0].toLowerCase(Locale.ROOT);
    String argument = words.length > 1 ? words[1].trim() : "";
    switch (verb) {
      case "help", "?" -> out.println(HELP);
      case "undo" -> step(record.canUndo(), this::undoToPerson, "Nothing to undo.");
      case "redo" -> step(record.canRedo(), record::redo, "Nothing to redo.");
      case "new" -> {
        record = GameRecord.start(record.rules(), record.seeds());
        show();
      }
      case "edit" -> edit();
      case "save" ->
          withFile(argument, f -> TextFiles.writeAtomically(f, SaveGameFormat.write(record)));
      case "log" ->
          withFile(argument, f -> TextFiles.writeAtomically(f, MoveLogFormat.write(record)));
      case "load" -> load(argument);
      default -> sow(command);
    }
  }

  private void sow(String text) {
    Position p = record.current();
    OptionalInt pit = new CupNotation(p.layout()).parse(text);
    if (pit.isEmpty()) {
      out.println("'" + text + "' is neither a cup number nor a command; type 'help'.");
      return;
    }
    Layout layout = p.layout();
    if (p.isOver()) {
      out.println("The game is over: type 'new' for another.");
      return;
    }
    if (layout.isStore(pit.getAsInt()) || layout.owner(pit.getAsInt()) != p.mover()) {
      out.println("Cup " + text + " is not yours: pick one of your own cups.");
      return;
    }
    int house = layout.houseIndex(pit.getAsInt());
    Optional<IllegalMove> illegal = p.rules().check(p, house);
    if (illegal.isPresent()) {
      out.println("You cannot sow cup " + text + ": " + illegal.get().message() + ".");
      return;
    }
    out.println(MoveNotes.describe(p, house));
    record.play(house);
    show();
  }

  /** Plays the computer's moves while a computer is to move. */
  private void computerTurns() {
    Position p = record.current();
    while (!p.isOver() && seats.isComputer(p.mover())) {
      int house = seats.choose(p);
      out.println(
          "Player "
              + (p.mover() + 1)
              + " ("
              + seats.describe(p.mover())
              + "): "
              + MoveNotes.describe(p, house));
      record.play(house);
      show();
      p = record.current();
    }
  }

  /** Undoes a step, and then the computer's moves back to a person's turn. */
  private void undoToPerson() {
    record.undo();
    while (record.canUndo() && seats.isComputer(record.current().mover())) {
      record.undo();
    }
  }

  private void step(boolean possible, Runnable action, String refusal) {
    if (!possible) {
      out.println(refusal);
      return;
    }
    action.run();
    show();
  }

  private void edit() throws IOException {
    BoardEditor editor = new BoardEditor(record.current());
    CupNotation cups = new CupNotation(record.rules().layout());
    out.println("Editing: '<from> <to>' moves a seed, 'next 1|2', 'done' or 'cancel'.");
    while (true) {
      out.print("edit > ");
      out.flush();
      String line = in.readLine();
      if (line == null || line.trim().equals("cancel")) {
        out.println("Edit cancelled.");
        return;
      }
      String[] words = line.trim().split("\\s+");
      try {
        if (words[0].equals("done")) {
          record.setup(editor.finish());
          show();
          return;
        } else if (words.length == 2 && words[0].equals("next")) {
          editor.setMover(Integer.parseInt(words[1]) - 1);
        } else if (words.length == 2) {
          OptionalInt from = cups.parse(words[0]);
          OptionalInt to = cups.parse(words[1]);
          if (from.isEmpty() || to.isEmpty()) {
            out.println("Name two cups: 1-" + 2 * record.rules().layout().houses() + ", S1 or S2.");
            continue;
          }
          editor.moveSeed(from.getAsInt(), to.getAsInt());
        } else {
          out.println("Type '<from> <to>', 'next 1|2', 'done' or 'cancel'.");
          continue;
        }
        out.print(
            TextBoard.draw(
                record.rules().setup(editor.pits(), editor.mover(), record.current().direction())));
      } catch (NumberFormatException e) {
        out.println("'next' takes 1 or 2.");
      } catch (IllegalArgumentException e) {
        out.println("Cannot do that: " + e.getMessage() + ".");
      }
    }
  }

  private void load(String argument) {
    if (argument.isEmpty()) {
      out.println("Name the file: load <file>.");
      return;
    }
    try {
      Path file = Path.of(argument);
      record = SaveGameFormat.read(TextFiles.read(file), file.toString());
      out.println("Loaded " + file + ": " + describeRules() + ".");
      show();
    } catch (FormatException e) {
      out.println("Cannot load: " + e.getMessage());
    } catch (InvalidPathException e) {
      out.println("Cannot load: '" + argument + "' is not a file name.");
    }
  }

  /** Something done with a file that may fail. */
  private interface FileAction {
    void run(Path file) throws IOException;
  }

  private void withFile(String argument, FileAction action) {
    if (argument.isEmpty()) {
      out.println("Name the file, for example: save game.txt");
      return;
    }
    try {
      Path file = Path.of(argument);
      action.run(file);
      out.println("Wrote " + file + ".");
    } catch (IOException | InvalidPathException e) {
      out.println("Cannot write " + argument + ": " + e.getMessage());
    }
  }

  private void show() {
    Position p = record.current();
    out.print(TextBoard.draw(p));
    if (p.isOver()) {
      out.println("  Game over. " + MoveNotes.result(p));
    }
  }
}
