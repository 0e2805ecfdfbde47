package mancala.console;

import java.util.ArrayList;
import java.util.List;
import mancala.console.picture.Frame;

/**
 * The virtual console: runs its {@link Program} in fixed ticks of 1/60 s, reading the {@link
 * Controls} once a tick, and keeps the latest {@link Frame}, the sounds asked for since they were
 * last collected, and the last tick's music and volume. Runs the same with or without a window.
 */
public final class Console {
  private final Program program;
  private final Controls controls;
  private final Frame frame = new Frame();
  private final FixedStep clock = new FixedStep();
  private final List<SoundEvent> sounds = new ArrayList<>();
  private final TickSpeaker speaker = new TickSpeaker();
  private final AutoRepeat repeat = new AutoRepeat();
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
    int[] pressed = new int[Controls.PORTS];
    int[] repeated = new int[Controls.PORTS];
    PortState[] ports = new PortState[Controls.PORTS];
    for (int port = 0; port < Controls.PORTS; port++) {
      int fresh = controls.takePressed(port);
      repeated[port] = repeat.tick(port, controls.pad(port), fresh) & ~fresh;
      pressed[port] = fresh | repeated[port];
      ports[port] = controls.port(port);
    }
    Input input =
        new Input(
            pressed, repeated, controls.takeKeysPressed(), List.of(ports), controls.waitingPads());
    speaker.music = Music.NONE;
    speaker.volume = Speaker.FULL_VOLUME;
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

  /** The music the last tick asked for. */
  public Music music() {
    return speaker.music;
  }

  /** The volume the last tick asked for, 0 to {@link Speaker#FULL_VOLUME}. */
  public int volume() {
    return speaker.volume;
  }

  /** The sounds asked for since the last call, oldest first. */
  public List<SoundEvent> takeSounds() {
    List<SoundEvent> taken = List.copyOf(sounds);
    sounds.clear();
    return taken;
  }

  /** The speaker of one tick: effects go to the list, music and volume are kept. */
  private final class TickSpeaker implements Speaker {
    private Music music = Music.NONE;
    private int volume = FULL_VOLUME;

    @Override
    public void play(SoundCue cue, int step) {
      sounds.add(new SoundEvent(cue, step));
    }

    @Override
    public void music(Music wanted) {
      music = wanted;
    }

    @Override
    public void volume(int percent) {
      volume = Math.max(0, Math.min(FULL_VOLUME, percent));
    }
  }
}
