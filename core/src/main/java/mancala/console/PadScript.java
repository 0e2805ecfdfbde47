package mancala.console;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Scripted pads: a small text format saying, tick by tick, which buttons go down or up, so the
 * console can be driven without anyone at the controls. One event per line:
 *
 * <pre>
 *   &lt;tick&gt; &lt;port&gt; &lt;action&gt; &lt;button&gt;[,&lt;button&gt;...]
 * </pre>
 *
 * where tick is a tick number or {@code +n} (n ticks after the previous line), port is {@code 1},
 * {@code 2} or {@code console}, and action is {@code press}, {@code release} or {@code tap} (held
 * for {@value #TAP_TICKS} ticks). Pad buttons: UP DOWN LEFT RIGHT A B START SELECT; console keys:
 * START SELECT OPTION RESET. {@code #} starts a comment.
 */
public final class PadScript {
  /** Ticks a tapped button stays down. */
  public static final int TAP_TICKS = 2;

  /** Who an event is for. */
  private enum Target {
    PORT_1,
    PORT_2,
    CONSOLE
  }

  /** Whether an event holds or lets go. */
  private enum Action {
    PRESS,
    RELEASE
  }

  private record Event(long tick, Target target, Action action, List<String> names) {}

  private final List<Event> events;
  private int next;

  private PadScript(List<Event> events) {
    this.events = events;
  }

  /**
   * Parses a script; {@code source} names it in messages.
   *
   * @throws IllegalArgumentException naming the source, line and problem
   */
  public static PadScript parse(String text, String source) {
    List<Event> events = new ArrayList<>();
    String[] lines = text.split("\r?\n", -1);
    long previous = 0;
    for (int i = 0; i < lines.length; i++) {
      int hash = lines[i].indexOf('#');
      String line = (hash >= 0 ? lines[i].substring(0, hash) : lines[i]).trim();
      if (line.isEmpty()) {
        continue;
      }
      String where = source + ": line " + (i + 1) + ": ";
      String[] words = line.split("\\s+");
      if (words.length != 4) {
        throw new IllegalArgumentException(
            where + "expected '<tick> <port> <action> <buttons>', got '" + line + "'");
      }
      long tick = tick(words[0], previous, where);
      Target target = target(words[1], where);
      List<String> names = names(words[3], target, where);
      switch (words[2].toLowerCase(Locale.ROOT)) {
        case "press" -> events.add(new Event(tick, target, Action.PRESS, names));
        case "release" -> events.add(new Event(tick, target, Action.RELEASE, names));
        case "tap" -> {
          events.add(new Event(tick, target, Action.PRESS, names));
          events.add(new Event(tick + TAP_TICKS, target, Action.RELEASE, names));
        }
        default ->
            throw new IllegalArgumentException(
                where + "the action is press, release or tap, not '" + words[2] + "'");
      }
      previous = tick;
    }
    events.sort(Comparator.comparingLong(Event::tick));
    return new PadScript(events);
  }

  /** Applies the events due at this tick (and any earlier ones not yet applied) to controls. */
  public void apply(long tick, Controls controls) {
    while (next < events.size() && events.get(next).tick() <= tick) {
      Event e = events.get(next++);
      for (String name : e.names()) {
        if (e.target() == Target.CONSOLE) {
          ConsoleKey key = ConsoleKey.named(name).orElseThrow();
          if (e.action() == Action.PRESS) {
            controls.press(key);
          } else {
            controls.release(key);
          }
        } else {
          int port = e.target() == Target.PORT_1 ? 0 : 1;
          Button button = Button.named(name).orElseThrow();
          if (e.action() == Action.PRESS) {
            controls.press(port, button);
          } else {
            controls.release(port, button);
          }
        }
      }
    }
  }

  /** The tick of the last event, or 0 for an empty script. */
  public long lastTick() {
    return events.isEmpty() ? 0 : events.get(events.size() - 1).tick();
  }

  private static long tick(String word, long previous, String where) {
    boolean relative = word.startsWith("+");
    String digits = relative ? word.substring(1) : word;
    if (!digits.matches("[0-9]{1,9}")) {
      throw new IllegalArgumentException(
          where + "the tick is a number or +number, not '" + word + "'");
    }
    long value = Long.parseLong(digits);
    long tick = relative ? previous + value : value;
    if (tick < previous) {
      throw new IllegalArgumentException(
          where + "tick " + tick + " comes before the previous line's tick " + previous);
    }
    return tick;
  }

  private static Target target(String word, String where) {
    return switch (word.toLowerCase(Locale.ROOT)) {
      case "1" -> Target.PORT_1;
      case "2" -> Target.PORT_2;
      case "console" -> Target.CONSOLE;
      default ->
          throw new IllegalArgumentException(
              where + "the port is 1, 2 or console, not '" + word + "'");
    };
  }

  private static List<String> names(String word, Target target, String where) {
    List<String> names = new ArrayList<>();
    for (String name : word.split(",")) {
      boolean known =
          target == Target.CONSOLE
              ? ConsoleKey.named(name).isPresent()
              : Button.named(name).isPresent();
      if (!known) {
        throw new IllegalArgumentException(
            where
                + "unknown "
                + (target == Target.CONSOLE
                    ? "console key '" + name + "' (keys: START SELECT OPTION RESET)"
                    : "button '" + name + "' (buttons: UP DOWN LEFT RIGHT A B START SELECT)"));
      }
      names.add(name);
    }
    return names;
  }
}
