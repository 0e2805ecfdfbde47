package mancala.rules.record;

import java.util.ArrayList;
import java.util.List;
import mancala.rules.EventRecorder;
import mancala.rules.Position;
import mancala.rules.Rules;
import mancala.rules.SowingEvent;

/**
 * A game as it was played: its rules and starting seeds, the steps taken (moves and board set-ups),
 * and how many of them are in effect, so that steps can be undone and redone. Playing or setting up
 * after an undo drops the steps that could have been redone.
 */
public final class GameRecord {
  private final Rules rules;
  private final int seeds;
  private final List<Step> steps = new ArrayList<>();
  private final List<Position> positions = new ArrayList<>();
  private int cursor;

  private GameRecord(Rules rules, int seeds) {
    this.rules = rules;
    this.seeds = seeds;
    positions.add(rules.start(seeds));
  }

  /** A new game with this many seeds in every house. */
  public static GameRecord start(Rules rules, int seeds) {
    return new GameRecord(rules, seeds);
  }

  /** The rules of the game. */
  public Rules rules() {
    return rules;
  }

  /** Seeds per house at the start. */
  public int seeds() {
    return seeds;
  }

  /** A copy of the position now (after the steps in effect). */
  public Position current() {
    return positions.get(cursor).copy();
  }

  /** A copy of the position before step {@code index} (0 is the start). */
  public Position positionBefore(int index) {
    return positions.get(index).copy();
  }

  /** All steps recorded, including those undone and not yet redone. */
  public List<Step> steps() {
    return List.copyOf(steps);
  }

  /** How many steps are in effect. */
  public int cursor() {
    return cursor;
  }

  /**
   * Plays a house of the current mover and returns what happened, step by step.
   *
   * @throws mancala.rules.IllegalMoveException if the move is not legal; nothing changes then
   */
  public List<SowingEvent> play(int house) {
    Position next = positions.get(cursor).copy();
    EventRecorder recorder = new EventRecorder();
    rules.play(next, house, recorder);
    append(new Step.Move(house), next);
    return recorder.events();
  }

  /** Replaces the current position by one set up by hand (see {@link BoardEditor}). */
  public void setup(Position position) {
    if (!position.rules().equals(rules)) {
      throw new IllegalArgumentException("a position of " + position.rules() + ", not " + rules);
    }
    append(
        new Step.Setup(position.pits(), position.mover(), position.direction()), position.copy());
  }

  /** Whether a step can be undone. */
  public boolean canUndo() {
    return cursor > 0;
  }

  /** Whether an undone step can be redone. */
  public boolean canRedo() {
    return cursor < steps.size();
  }

  /** Takes back the last step in effect; throws if there is none. */
  public void undo() {
    if (!canUndo()) {
      throw new IllegalStateException("nothing to undo");
    }
    cursor--;
  }

  /** Puts the last undone step back in effect; throws if there is none. */
  public void redo() {
    if (!canRedo()) {
      throw new IllegalStateException("nothing to redo");
    }
    cursor++;
  }

  /** Moves the cursor to any recorded step count (0 to the number of steps). */
  public void goTo(int stepCount) {
    if (stepCount < 0 || stepCount > steps.size()) {
      throw new IllegalArgumentException("step " + stepCount + " is outside 0.." + steps.size());
    }
    cursor = stepCount;
  }

  /** Applies a recorded step (as read from a file); throws if it does not fit the game. */
  public void apply(Step step) {
    if (step instanceof Step.Move m) {
      play(m.house());
    } else if (step instanceof Step.Setup s) {
      setup(rules.setup(s.pits(), s.mover(), s.direction()));
    }
  }

  private void append(Step step, Position after) {
    while (steps.size() > cursor) {
      steps.remove(steps.size() - 1);
      positions.remove(positions.size() - 1);
    }
    steps.add(step);
    positions.add(after);
    cursor++;
  }
}
