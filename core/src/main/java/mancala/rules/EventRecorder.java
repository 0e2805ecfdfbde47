package mancala.rules;

import java.util.ArrayList;
import java.util.List;

/** A listener that keeps the events of a move as a list of {@link SowingEvent} values. */
public final class EventRecorder implements SowingListener {
  private final List<SowingEvent> events = new ArrayList<>();

  /** The events heard so far, in order. */
  public List<SowingEvent> events() {
    return List.copyOf(events);
  }

  @Override
  public void pickUp(int pit, int count) {
    events.add(new SowingEvent.PickUp(pit, count));
  }

  @Override
  public void drop(int pit) {
    events.add(new SowingEvent.Drop(pit));
  }

  @Override
  public void skip(int pit) {
    events.add(new SowingEvent.Skip(pit));
  }

  @Override
  public void relayPickUp(int pit, int count) {
    events.add(new SowingEvent.RelayPickUp(pit, count));
  }

  @Override
  public void capture(int fromPit, int count, int toStore) {
    events.add(new SowingEvent.Capture(fromPit, count, toStore));
  }

  @Override
  public void extraTurn(int player) {
    events.add(new SowingEvent.ExtraTurn(player));
  }

  @Override
  public void directionChange(Direction direction) {
    events.add(new SowingEvent.DirectionChange(direction));
  }

  @Override
  public void sweep(int fromPit, int count, int toStore) {
    events.add(new SowingEvent.Sweep(fromPit, count, toStore));
  }

  @Override
  public void gameOver(int total0, int total1) {
    events.add(new SowingEvent.GameOver(total0, total1));
  }
}
