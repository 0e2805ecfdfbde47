package mancala.audio.score;

import java.util.List;
import mancala.audio.synth.Apu;

/**
 * Plays a score on a fresh {@link Apu} and returns its samples. A score that ends is followed by a
 * short tail in which the output filters settle, and fades to 0 over its last samples; a tune is
 * rendered as one loop, taken after a first pass has warmed the chip up, whose first samples are
 * cross-faded with the start of the next pass so that the loop joins without a seam.
 */
public final class ScoreRenderer {
  /** Samples in one tick of 1/60 s. */
  public static final int SAMPLES_PER_TICK = Apu.SAMPLE_RATE / 60;

  private static final int TAIL_TICKS = 3;
  private static final int FADE_SAMPLES = 64;
  private static final int CROSSFADE_SAMPLES = 2048;

  private ScoreRenderer() {}

  /**
   * The samples of a score with every pitch moved by {@code transpose} semitones.
   *
   * @throws IllegalArgumentException if a moved pitch is out of its channel's range
   */
  public static short[] render(Score score, int transpose) {
    Sequencer sequencer = new Sequencer(score, transpose);
    int ticks = score.ticks();
    if (score.ending() == Ending.ONCE) {
      short[] out = sequencer.run(ticks + TAIL_TICKS);
      for (int i = 0; i < FADE_SAMPLES; i++) {
        int at = out.length - 1 - i;
        out[at] = (short) (out[at] * i / FADE_SAMPLES);
      }
      return out;
    }
    int loop = ticks * SAMPLES_PER_TICK;
    int extraTicks = (CROSSFADE_SAMPLES + SAMPLES_PER_TICK - 1) / SAMPLES_PER_TICK;
    short[] run = sequencer.run(2 * ticks + extraTicks);
    short[] out = new short[loop];
    System.arraycopy(run, loop, out, 0, loop);
    for (int i = 0; i < CROSSFADE_SAMPLES; i++) {
      double w = (double) i / CROSSFADE_SAMPLES;
      out[i] = (short) Math.round(w * run[loop + i] + (1 - w) * run[2 * loop + i]);
    }
    return out;
  }

  /** Writes a score's notes to the chip tick by tick, looping if the score loops. */
  private static final class Sequencer {
    private final Score score;
    private final int transpose;
    private final Apu apu = new Apu();
    private final int[] next;
    private final long[] playingUntil;

    Sequencer(Score score, int transpose) {
      this.score = score;
      this.transpose = transpose;
      next = new int[score.tracks().size()];
      playingUntil = new long[score.tracks().size()];
    }

    short[] run(int ticks) {
      short[] out = new short[ticks * SAMPLES_PER_TICK];
      int length = score.ticks();
      for (int tick = 0; tick < ticks; tick++) {
        int local = score.ending() == Ending.LOOP ? tick % length : tick;
        for (int i = 0; i < next.length; i++) {
          Track track = score.tracks().get(i);
          if (local == 0) {
            next[i] = 0;
          }
          if (playingUntil[i] == tick) {
            silence(track.channel());
          }
          List<Note> notes = track.notes();
          if (next[i] < notes.size() && notes.get(next[i]).start() == local) {
            Note note = notes.get(next[i]++);
            start(track.channel(), note);
            playingUntil[i] = tick + note.ticks();
          }
        }
        apu.render(out, tick * SAMPLES_PER_TICK, SAMPLES_PER_TICK);
      }
      return out;
    }

    private void start(Channel channel, Note note) {
      Tone tone = note.tone();
      switch (channel) {
        case PULSE1, PULSE2 -> {
          var pulse = channel == Channel.PULSE1 ? apu.pulse1() : apu.pulse2();
          pulse.duty(tone.duty());
          pulse.envelope().set(tone.envelope(), tone.level());
          tone.sweep()
              .ifPresentOrElse(
                  s -> pulse.sweep(s.direction(), s.shift(), s.period()), pulse::sweepOff);
          pulse.start(period(channel, note.key()));
        }
        case TRIANGLE -> apu.triangle().start(period(channel, note.key()));
        case NOISE -> {
          apu.noise().mode(tone.noiseMode());
          apu.noise().envelope().set(tone.envelope(), tone.level());
          apu.noise().start(note.key());
        }
      }
    }

    private void silence(Channel channel) {
      switch (channel) {
        case PULSE1 -> apu.pulse1().silence();
        case PULSE2 -> apu.pulse2().silence();
        case TRIANGLE -> apu.triangle().silence();
        case NOISE -> apu.noise().silence();
      }
    }

    private int period(Channel channel, int key) {
      int moved = key + transpose;
      if (!Pitch.playable(channel, moved)) {
        throw new IllegalArgumentException(
            score.source()
                + ": moved by "
                + transpose
                + " semitones, a note is out of the range of "
                + channel.id());
      }
      return Pitch.period(channel, moved);
    }
  }
}
