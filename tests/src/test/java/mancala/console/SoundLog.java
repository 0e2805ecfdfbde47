package mancala.console;

import java.util.ArrayList;
import java.util.List;

/** A speaker for tests that writes down every effect, and the last music and volume asked for. */
public final class SoundLog implements Speaker {
  private final List<SoundEvent> effects = new ArrayList<>();
  private Music music = Music.NONE;
  private int volume = FULL_VOLUME;

  @Override
  public void play(SoundCue cue, int step) {
    effects.add(new SoundEvent(cue, step));
  }

  @Override
  public void music(Music wanted) {
    music = wanted;
  }

  @Override
  public void volume(int percent) {
    volume = percent;
  }

  /** The effects asked for so far, oldest first. */
  public List<SoundEvent> effects() {
    return List.copyOf(effects);
  }

  /** The last music asked for. */
  public Music music() {
    return music;
  }

  /** The last volume asked for. */
  public int volume() {
    return volume;
  }
}
