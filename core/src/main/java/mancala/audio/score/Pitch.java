package mancala.audio.score;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mancala.audio.synth.Apu;

/**
 * Note names (C4, D#5, Bb3; A4 = 440 Hz, equal temperament) and the timer periods that play them.
 */
public final class Pitch {
  private static final Pattern NAME = Pattern.compile("([A-G])([#b]?)([0-8])");
  private static final int[] NATURALS = {9, 11, 0, 2, 4, 5, 7}; // A B C D E F G
  private static final int A4 = 69;
  private static final int MAX_PERIOD = 0x7FF;
  private static final int MIN_PULSE_PERIOD = 8;
  private static final int MIN_TRIANGLE_PERIOD = 2;

  private Pitch() {}

  /** The MIDI note number of a name such as {@code C#4} (60 = C4), if it is one. */
  public static Optional<Integer> key(String name) {
    Matcher m = NAME.matcher(name);
    if (!m.matches()) {
      return Optional.empty();
    }
    int semitone = NATURALS[m.group(1).charAt(0) - 'A'];
    int accidental = m.group(2).isEmpty() ? 0 : m.group(2).equals("#") ? 1 : -1;
    int octave = m.group(3).charAt(0) - '0';
    return Optional.of(12 * (octave + 1) + semitone + accidental);
  }

  /** The frequency of a MIDI note number, in Hz. */
  public static double hertz(int key) {
    return 440 * Math.pow(2, (key - A4) / 12.0);
  }

  /** The 11-bit timer period that plays this key on a pulse channel or the triangle. */
  public static int period(Channel channel, int key) {
    int stepsPerCycle = channel == Channel.TRIANGLE ? 32 : 16;
    return (int) Math.round(Apu.CPU_HZ / (stepsPerCycle * hertz(key))) - 1;
  }

  /** Whether the channel can play this key: its period fits in 11 bits and is not too short. */
  static boolean playable(Channel channel, int key) {
    int period = period(channel, key);
    int min = channel == Channel.TRIANGLE ? MIN_TRIANGLE_PERIOD : MIN_PULSE_PERIOD;
    return period >= min && period <= MAX_PERIOD;
  }
}
