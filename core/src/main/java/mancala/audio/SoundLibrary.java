package mancala.audio;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import mancala.audio.score.Score;
import mancala.audio.score.ScoreParser;
import mancala.audio.score.ScoreRenderer;
import mancala.audio.synth.Apu;
import mancala.console.Assets;
import mancala.console.Music;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;

/**
 * The console's sounds: a score for every {@link SoundCue} and every {@link Music} but NONE, read
 * from {@code assets/sound/<name>.score} (the name being the cue's or tune's in lower case, with
 * dashes: {@code extra-turn}), rendered to samples when first asked for and kept. Not thread-safe:
 * one thread uses it.
 */
public final class SoundLibrary {
  private final Map<String, Score> scores;
  private final Map<String, short[]> rendered = new HashMap<>();

  private SoundLibrary(Map<String, Score> scores) {
    this.scores = scores;
  }

  /**
   * Reads every sound's score from the assets.
   *
   * @throws IllegalArgumentException if a score is malformed, naming the file and line
   * @throws IllegalStateException if a score is missing from the build
   */
  public static SoundLibrary load() {
    Map<String, Score> scores = new LinkedHashMap<>();
    for (String name : allNames()) {
      String path = "sound/" + name + ".score";
      scores.put(name, ScoreParser.parse(Assets.text(path), "assets/" + path));
    }
    return new SoundLibrary(scores);
  }

  /** The name of a cue's sound, such as {@code extra-turn}. */
  public static String name(SoundCue cue) {
    return id(cue.name());
  }

  /** The name of a tune, such as {@code title}. */
  public static String name(Music music) {
    return id(music.name());
  }

  /** Every sound's name: the cues' in their order, then the tunes'. */
  public static List<String> allNames() {
    List<String> names = new ArrayList<>();
    for (SoundCue cue : SoundCue.values()) {
      names.add(name(cue));
    }
    for (Music music : Music.values()) {
      if (music != Music.NONE) {
        names.add(name(music));
      }
    }
    return names;
  }

  /** The score of a sound, if there is one by that name. */
  public Optional<Score> score(String name) {
    return Optional.ofNullable(scores.get(name));
  }

  /**
   * The samples of a sound by name (a tune: one loop); {@code step} is the seed's place in a sowing
   * for {@code drop}, and means nothing to the others.
   *
   * @throws IllegalArgumentException if there is no sound by that name
   */
  public short[] samples(String name, int step) {
    Score score =
        score(name)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "no sound '"
                            + name
                            + "' (known: "
                            + String.join(", ", scores.keySet())
                            + ")"));
    int transpose = name.equals(name(SoundCue.DROP)) ? DropScale.semitones(step) : 0;
    return rendered.computeIfAbsent(
        name + "@" + transpose, key -> ScoreRenderer.render(score, transpose));
  }

  /** The samples of a sound effect. */
  public short[] effect(SoundEvent event) {
    return samples(name(event.cue()), event.step());
  }

  /** The samples of one loop of a tune. */
  public short[] music(Music music) {
    return samples(name(music), 0);
  }

  /**
   * Renders a sound now (for {@code drop}, every step of a sowing), so that later asks are quick.
   */
  public void prepare(String name) {
    int steps = name.equals(name(SoundCue.DROP)) ? DropScale.length() : 1;
    for (int step = 0; step < steps; step++) {
      samples(name, step);
    }
  }

  /** How long a sound lasts (a tune: one loop), in seconds. */
  public double seconds(String name) {
    return samples(name, 0).length / (double) Apu.SAMPLE_RATE;
  }

  private static String id(String enumName) {
    return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
