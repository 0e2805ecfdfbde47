package mancala.console.game;

import java.util.List;
import java.util.Optional;
import mancala.console.SoundCue;
import mancala.console.Speaker;
import mancala.rules.SowingEvent;

/**
 * Plays a move's events over time on a board of its own: each event is a step shown for a number of
 * ticks ({@link AnimationSpeed}), and changes the shown board as the real move did, so that when
 * the animation ends its board equals the rules engine's.
 */
public final class SowingAnimation {
  private final int[] board;
  private final List<SowingEvent> events;
  private final AnimationSpeed speed;
  private int index = -1;
  private int elapsed;
  private int duration;
  private int handPit;
  private int carried;
  private int drops;
  private int captured;
  private Flight flight;
  private String banner = "";

  /** An animation of events starting from a board, the hand over a pit. */
  public SowingAnimation(
      int[] before, List<SowingEvent> events, AnimationSpeed speed, int handPit) {
    this.board = before.clone();
    this.events = List.copyOf(events);
    this.speed = speed;
    this.handPit = handPit;
  }

  /** Advances one tick; steps of no duration all happen in the same tick. */
  public void tick(Speaker speaker) {
    if (finished()) {
      return;
    }
    if (index >= 0) {
      elapsed++;
      updateFlight();
      if (elapsed < duration) {
        return;
      }
      finish(events.get(index), speaker);
    }
    while (++index < events.size()) {
      SowingEvent event = events.get(index);
      elapsed = 0;
      duration = begin(event, speaker);
      if (duration > 0) {
        return;
      }
      finish(event, speaker);
    }
  }

  /** Whether every step has been shown. */
  public boolean finished() {
    return index >= events.size();
  }

  /** The board as shown now. */
  public int[] board() {
    return board.clone();
  }

  /** The pit the hand is over. */
  public int handPit() {
    return handPit;
  }

  /** Seeds in the hand. */
  public int carried() {
    return carried;
  }

  /** Seeds in the air, if any. */
  public Optional<Flight> flight() {
    return Optional.ofNullable(flight);
  }

  /** The message of the move so far, such as EXTRA TURN (empty if none). */
  public String banner() {
    return banner;
  }

  private int begin(SowingEvent event, Speaker speaker) {
    if (event instanceof SowingEvent.PickUp p) {
      board[p.pit()] -= p.count();
      carried = p.count();
      handPit = p.pit();
      speaker.play(SoundCue.SELECT);
      return speed.lift();
    } else if (event instanceof SowingEvent.RelayPickUp r) {
      board[r.pit()] -= r.count();
      carried = r.count();
      handPit = r.pit();
      banner = "RELAY!";
      speaker.play(SoundCue.SELECT);
      return speed.lift();
    } else if (event instanceof SowingEvent.Drop d) {
      flight = new Flight(handPit, d.pit(), 0, Flight.Kind.SEED);
      return speed.drop();
    } else if (event instanceof SowingEvent.Skip s) {
      flight = new Flight(handPit, s.pit(), 0, Flight.Kind.SEED);
      return speed.skip();
    } else if (event instanceof SowingEvent.Capture c) {
      board[c.fromPit()] -= c.count();
      captured += c.count();
      banner = "CAPTURED " + captured + "!";
      flight = new Flight(c.fromPit(), c.toStore(), 0, Flight.Kind.HANDFUL);
      speaker.play(SoundCue.CAPTURE);
      return speed.capture();
    } else if (event instanceof SowingEvent.Sweep s) {
      board[s.fromPit()] -= s.count();
      banner = "GAME OVER";
      flight = new Flight(s.fromPit(), s.toStore(), 0, Flight.Kind.HANDFUL);
      return speed.drop();
    } else if (event instanceof SowingEvent.ExtraTurn) {
      banner = "EXTRA TURN!";
      speaker.play(SoundCue.EXTRA_TURN);
      return speed.banner();
    } else if (event instanceof SowingEvent.DirectionChange) {
      banner = "DIRECTION CHANGES!";
      speaker.play(SoundCue.DIRECTION_CHANGE);
      return speed.banner();
    }
    return 0;
  }

  private void finish(SowingEvent event, Speaker speaker) {
    flight = null;
    if (event instanceof SowingEvent.Drop d) {
      board[d.pit()]++;
      carried--;
      handPit = d.pit();
      speaker.play(SoundCue.DROP, drops++);
    } else if (event instanceof SowingEvent.Skip s) {
      handPit = s.pit();
    } else if (event instanceof SowingEvent.Capture c) {
      board[c.toStore()] += c.count();
    } else if (event instanceof SowingEvent.Sweep s) {
      board[s.toStore()] += s.count();
    }
  }

  private void updateFlight() {
    if (flight != null) {
      flight = new Flight(flight.from(), flight.to(), (double) elapsed / duration, flight.kind());
    }
  }
}
