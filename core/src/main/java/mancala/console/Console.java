package mancala.console;

import java.util.ArrayList;
import java.util.List;
import mancala.console.picture.Frame;

/**
 * The virtual console: runs its {@link Program} in fixed ticks of 1/60 s, reading the {@link
 * Controls} once a tick, and keeps the latest {@link Frame} and the sounds asked for since they
 * were last collected. Runs the same with or without a window.
 */
public final class Console {
  private final Program program;
  private final Controls controls;
  private final Frame frame = new Frame();
  private final FixedStep clock = new FixedStep();
  private final List<SoundEvent> sounds = new ArrayList<>();
  private final Speaker speaker = (cue, step) -> sounds.add(new SoundEvent(cue, step));
  private final int[] previousPads = new int[Controls.PORTS];
  private int previousKeys;
  private long ticks;

  /** A console running a program, reading these controls. */
  public Console(Program program, Controls controls) {
    this.program = program;
    this.controls = controls;
  }

  /** Runs the ticks a frame of this real duration is worth; returns how many ran. */
  public int advance(double frameSeconds) {
    int count = clock.ticksFor(frameSeconds);
    for (int i = 0; i < count; i++) {
      tick();
    }
    return count;
  }

  /** Runs exactly one tick. */
  public void tick() {
    int[] pads = {controls.pad(0), controls.pad(1)};
    Input input = new Input(pads, previousPads, controls.keys(), previousKeys);
    System.arraycopy(pads, 0, previousPads, 0, pads.length);
    previousKeys = controls.keys();
    program.tick(input, frame, speaker);
    ticks++;
  }

  /** The frame drawn by the last tick. */
  public Frame frame() {
    return frame;
  }

  /** Ticks run so far. */
  public long ticks() {
    return ticks;
  }

  /** The controls this console reads. */
  public Controls controls() {
    return controls;
  }

  /** The sounds asked for since the last call, oldest first. */
  public List<SoundEvent> takeSounds() {
    List<SoundEvent> taken = List.copyOf(sounds);
    sounds.clear();
    return taken;
  }
}
