package mancala.console.game;

import java.util.ArrayList;
import java.util.List;
import mancala.console.Button;
import mancala.console.ConsoleKey;
import mancala.console.Input;
import mancala.console.SoundCue;
import mancala.console.Speaker;
import mancala.console.picture.Frame;

/**
 * The pause screen of a game: continue, a hint, taking moves back, the display and sound settings
 * and quitting. Up and down choose a line on either pad; A (or left and right on a setting) acts;
 * START or B continues.
 */
final class PauseMenu {
  /** What the game should do after a tick of the menu. */
  enum Action {
    STAY,
    CONTINUE,
    HINT,
    TAKE_BACK,
    QUIT
  }

  private enum Item {
    CONTINUE,
    HINT,
    TAKE_BACK,
    THOUGHTS,
    COUNTS,
    ANIMATION,
    SOUND,
    VOLUME,
    DEMO_SOUND,
    QUIT
  }

  private static final int TITLE_ROW = 3;
  private static final int FIRST_ROW = 7;
  private static final int LEFT = 6;
  private static final int HELP_ROW = 27;

  private final List<Item> items = new ArrayList<>();
  private int selected;

  /** A menu offering a hint and taking back only where they make sense now. */
  PauseMenu(boolean canHint, boolean canTakeBack) {
    items.add(Item.CONTINUE);
    if (canHint) {
      items.add(Item.HINT);
    }
    if (canTakeBack) {
      items.add(Item.TAKE_BACK);
    }
    items.addAll(
        List.of(
            Item.THOUGHTS,
            Item.COUNTS,
            Item.ANIMATION,
            Item.SOUND,
            Item.VOLUME,
            Item.DEMO_SOUND,
            Item.QUIT));
  }

  /** Reads a tick of input, changing settings as asked, and says what the game should do. */
  Action tick(Input input, Settings settings, Speaker speaker) {
    if (input.pressedOnAnyPort(Button.START)
        || input.pressedOnAnyPort(Button.B)
        || input.pressed(ConsoleKey.START)) {
      return Action.CONTINUE;
    }
    int step =
        input.pressedOnAnyPort(Button.DOWN) || input.pressedOnAnyPort(Button.SELECT)
            ? 1
            : input.pressedOnAnyPort(Button.UP) ? -1 : 0;
    if (step != 0) {
      selected = (selected + step + items.size()) % items.size();
      speaker.play(SoundCue.CURSOR);
    }
    boolean act = input.pressedOnAnyPort(Button.A);
    boolean turn =
        act || input.pressedOnAnyPort(Button.LEFT) || input.pressedOnAnyPort(Button.RIGHT);
    Item item = items.get(selected);
    switch (item) {
      case THOUGHTS -> {
        if (turn) {
          settings.setThoughts(settings.thoughts().toggled());
          speaker.play(SoundCue.CURSOR);
        }
      }
      case COUNTS -> {
        if (turn) {
          settings.setCounts(settings.counts().toggled());
          speaker.play(SoundCue.CURSOR);
        }
      }
      case ANIMATION -> {
        if (turn) {
          settings.setSpeed(settings.speed().next());
          speaker.play(SoundCue.CURSOR);
        }
      }
      case SOUND -> {
        if (turn) {
          Preferences p = settings.preferences();
          settings.change(p.withSound(p.sound().toggled()));
          speaker.play(SoundCue.CURSOR);
        }
      }
      case VOLUME -> {
        int change = input.pressedOnAnyPort(Button.LEFT) ? -1 : turn ? 1 : 0;
        if (change != 0) {
          Preferences p = settings.preferences();
          int volume = p.volume() + change;
          if (act && volume > Preferences.MAX_VOLUME) {
            volume = 1;
          }
          volume = Math.max(1, Math.min(Preferences.MAX_VOLUME, volume));
          settings.change(p.withVolume(volume));
          speaker.volume(settings.preferences().gameVolume());
          speaker.play(SoundCue.CURSOR);
        }
      }
      case DEMO_SOUND -> {
        if (turn) {
          Preferences p = settings.preferences();
          settings.change(p.withDemoSound(p.demoSound().next()));
          speaker.play(SoundCue.CURSOR);
        }
      }
      default -> {
        if (act) {
          speaker.play(SoundCue.SELECT);
          return switch (item) {
            case HINT -> Action.HINT;
            case TAKE_BACK -> Action.TAKE_BACK;
            case QUIT -> Action.QUIT;
            default -> Action.CONTINUE;
          };
        }
      }
    }
    return Action.STAY;
  }

  /** Draws the menu over a cleared frame. */
  void draw(Frame frame, Settings settings, long ticks) {
    Palettes.rows(frame, TITLE_ROW, TITLE_ROW + 1, Palettes.HIGHLIGHT);
    Lettering.big(frame, TITLE_ROW, "PAUSE");
    Palettes.rows(frame, FIRST_ROW, FIRST_ROW + 2 * items.size(), Palettes.TEXT);
    for (int i = 0; i < items.size(); i++) {
      int row = FIRST_ROW + 2 * i;
      if (i == selected && ticks % 32 < 24) {
        frame.print(LEFT - 2, row, ">");
      }
      frame.print(LEFT, row, text(items.get(i), settings));
    }
    Palettes.rows(frame, HELP_ROW, HELP_ROW, Palettes.DIM);
    Lettering.centre(frame, HELP_ROW, "A CHOOSES  START CONTINUES");
  }

  private static String text(Item item, Settings settings) {
    return switch (item) {
      case CONTINUE -> "CONTINUE";
      case HINT -> "HINT";
      case TAKE_BACK -> "TAKE BACK";
      case THOUGHTS ->
          "THOUGHTS   " + (settings.thoughts() == ThoughtsDisplay.SHOWN ? "SHOWN" : "HIDDEN");
      case COUNTS -> "COUNTS     " + (settings.counts() == CountDisplay.SHOWN ? "SHOWN" : "HIDDEN");
      case ANIMATION -> "ANIMATION  " + settings.speed();
      case SOUND -> "SOUND      " + settings.preferences().sound();
      case VOLUME ->
          "VOLUME     "
              + "#".repeat(settings.preferences().volume())
              + "-".repeat(Preferences.MAX_VOLUME - settings.preferences().volume());
      case DEMO_SOUND -> "DEMO SOUND " + settings.preferences().demoSound();
      case QUIT -> "QUIT GAME";
    };
  }
}
