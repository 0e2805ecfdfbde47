package mancala.console.game;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Input;
import mancala.console.Music;
import mancala.console.Plug;
import mancala.console.PortState;
import mancala.console.SoundCue;
import mancala.console.Speaker;
import mancala.console.pads.PadAction;
import mancala.console.pads.PadButton;
import mancala.console.pads.PadNames;
import mancala.console.pads.PortSetup;
import mancala.console.picture.Frame;

/**
 * The controls screen: each port's keyboard key and pad button for every action. Left and right
 * choose the port, up and down an action; A on an action waits for the button the port's pad should
 * use for it (B, START or time running out cancels). A and B can be swapped in one go, and the
 * defaults put back. B, START or DONE go back to the title.
 */
final class ControlsScreen implements Screen {
  /** Ticks the screen waits for a pad button before giving up. */
  static final int LISTEN_TICKS = 300;

  /** The row of the port's name. */
  static final int PORT_ROW = 5;

  /** The row of the first action. */
  static final int FIRST_ROW = 10;

  /** The row of messages. */
  static final int MESSAGE_ROW = 24;

  private static final int TITLE_ROW = 2;
  private static final int HEADER_ROW = 8;

  /** The columns of the actions, their keys and their pad buttons. */
  static final int ACTION_COLUMN = 4;

  static final int KEY_COLUMN = 11;
  static final int PAD_COLUMN = 19;

  private static final int PAD_WIDTH = 10;
  private static final int HELP_ROW = 27;

  /** A line of the screen: an action to rebind, or one of the commands below them. */
  private record Item(PadAction action, Command command) {}

  /** The commands below the actions. */
  private enum Command {
    REBIND,
    SWAP,
    DEFAULTS,
    DONE
  }

  private final PortSetup setup;
  private final Screen back;
  private final List<Item> items = new ArrayList<>();
  private int port;
  private int selected;
  private int listenTicks;
  private String message = "";
  private long ticks;

  /** The controls of the ports behind {@code setup}, going back to {@code back}. */
  ControlsScreen(PortSetup setup, Screen back) {
    this.setup = setup;
    this.back = back;
    for (PadAction action : PadAction.values()) {
      items.add(new Item(action, Command.REBIND));
    }
    items.add(new Item(null, Command.SWAP));
    items.add(new Item(null, Command.DEFAULTS));
    items.add(new Item(null, Command.DONE));
  }

  @Override
  public Screen tick(Input input, Frame frame, Speaker speaker) {
    ticks++;
    speaker.music(Music.NONE);
    setup.takeNotice().ifPresent(n -> message = n);
    Screen next = listenTicks > 0 ? listen(input, speaker) : choose(input, speaker);
    if (next == this) {
      draw(frame, input);
    }
    return next;
  }

  @Override
  public void leave() {
    setup.stopListening();
  }

  private Screen choose(Input input, Speaker speaker) {
    if (input.pressedOnAnyPort(Button.B)
        || input.pressedOnAnyPort(Button.START)
        || input.pressedOnAnyPort(Button.SELECT)
        || input.pressed(ConsoleKey.START)
        || input.pressed(ConsoleKey.SELECT)) {
      speaker.play(SoundCue.SELECT);
      return back;
    }
    int step = input.pressedOnAnyPort(Button.DOWN) ? 1 : input.pressedOnAnyPort(Button.UP) ? -1 : 0;
    if (step != 0) {
      selected = (selected + step + items.size()) % items.size();
      speaker.play(SoundCue.CURSOR);
    }
    if (input.pressedOnAnyPort(Button.LEFT) || input.pressedOnAnyPort(Button.RIGHT)) {
      port = 1 - port;
      message = "";
      speaker.play(SoundCue.CURSOR);
    }
    if (input.pressedOnAnyPort(Button.A)) {
      return act(items.get(selected), input, speaker);
    }
    return this;
  }

  private Screen act(Item item, Input input, Speaker speaker) {
    if (item.command() == Command.DONE) {
      speaker.play(SoundCue.SELECT);
      return back;
    }
    if (input.port(port).plug() != Plug.PAD) {
      message = "NO PAD IN GAMEPAD " + (port + 1);
      speaker.play(SoundCue.BUZZER);
      return this;
    }
    speaker.play(SoundCue.SELECT);
    switch (item.command()) {
      case REBIND -> {
        setup.listen(port, item.action());
        listenTicks = LISTEN_TICKS;
        message = "";
      }
      case SWAP -> {
        setup.swapAAndB(port);
        message = "A AND B SWAPPED";
      }
      case DEFAULTS -> {
        setup.resetToDefaults(port);
        message = "DEFAULT BUTTONS BACK";
      }
      case DONE -> {}
    }
    return this;
  }

  private Screen listen(Input input, Speaker speaker) {
    PadAction action = items.get(selected).action();
    if (!setup.listening()) {
      listenTicks = 0;
      Optional<PadButton> now = setup.padButton(port, action);
      message = now.map(b -> action + " IS NOW " + b.label()).orElse("THE PAD WAS UNPLUGGED");
      speaker.play(now.isPresent() ? SoundCue.SELECT : SoundCue.BUZZER);
      return this;
    }
    listenTicks--;
    if (listenTicks == 0
        || input.pressedOnAnyPort(Button.B)
        || input.pressedOnAnyPort(Button.START)
        || input.pressed(ConsoleKey.START)) {
      setup.stopListening();
      listenTicks = 0;
      message = action + " NOT CHANGED";
      speaker.play(SoundCue.CURSOR);
    }
    return this;
  }

  private void draw(Frame frame, Input input) {
    frame.clear();
    Palettes.apply(frame);
    Palettes.rows(frame, TITLE_ROW, TITLE_ROW + 1, Palettes.HIGHLIGHT);
    Lettering.big(frame, TITLE_ROW, "CONTROLS");
    Palettes.rows(frame, PORT_ROW, PORT_ROW, Palettes.TEXT);
    Lettering.centre(frame, PORT_ROW, "< GAMEPAD " + (port + 1) + " >");
    Palettes.rows(frame, PORT_ROW + 1, HEADER_ROW, Palettes.DIM);
    Lettering.centre(frame, PORT_ROW + 1, holder(input.port(port)));
    frame.print(ACTION_COLUMN, HEADER_ROW, "ACTION");
    frame.print(KEY_COLUMN, HEADER_ROW, "KEY");
    frame.print(PAD_COLUMN, HEADER_ROW, "PAD");
    Palettes.rows(frame, FIRST_ROW, row(items.size() - 1), Palettes.TEXT);
    for (int i = 0; i < items.size(); i++) {
      int row = row(i);
      Item item = items.get(i);
      boolean cursorShown = listenTicks > 0 || ticks % 32 < 24;
      if (i == selected && cursorShown) {
        frame.print(ACTION_COLUMN - 2, row, ">");
      }
      if (item.command() == Command.REBIND) {
        drawAction(frame, row, item.action(), i == selected);
      } else {
        frame.print(ACTION_COLUMN, row, label(item.command()));
      }
    }
    Palettes.rows(frame, MESSAGE_ROW, MESSAGE_ROW + 1, Palettes.HIGHLIGHT);
    if (listenTicks > 0) {
      PadAction action = items.get(selected).action();
      Lettering.centre(frame, MESSAGE_ROW, "PRESS A PAD BUTTON FOR " + action);
      Lettering.centre(frame, MESSAGE_ROW + 1, "B CANCELS  " + (listenTicks + 59) / 60 + " S LEFT");
    } else {
      Lettering.centre(frame, MESSAGE_ROW, message);
    }
    Palettes.rows(frame, HELP_ROW, HELP_ROW, Palettes.DIM);
    Lettering.centre(frame, HELP_ROW, "A: SET   B: BACK   < >: PORT");
  }

  /** The row of an item: the actions, a blank row, the commands. */
  private int row(int item) {
    return FIRST_ROW + item + (items.get(item).command() == Command.REBIND ? 0 : 1);
  }

  private void drawAction(Frame frame, int row, PadAction action, boolean current) {
    frame.print(ACTION_COLUMN, row, action.name());
    frame.print(KEY_COLUMN, row, fit(setup.keyName(port, action), PAD_COLUMN - KEY_COLUMN - 1));
    String pad =
        listenTicks > 0 && current
            ? (ticks % 20 < 12 ? "?" : "")
            : setup.padButton(port, action).map(PadButton::label).orElse("-");
    frame.print(PAD_COLUMN, row, fit(pad, PAD_WIDTH));
  }

  private static String label(Command command) {
    return switch (command) {
      case SWAP -> "SWAP A AND B";
      case DEFAULTS -> "DEFAULT BUTTONS";
      case DONE -> "DONE";
      case REBIND -> "";
    };
  }

  private static String holder(PortState state) {
    return switch (state.plug()) {
      case PAD -> PadNames.shorten(state.padName(), Frame.COLUMNS - 4);
      case LOST -> "PAD UNPLUGGED - KEYBOARD ONLY";
      case NONE -> "NO PAD - KEYBOARD ONLY";
    };
  }

  private static String fit(String text, int width) {
    return text.length() <= width ? text : text.substring(0, width);
  }
}
