package mancala.audio.score;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import mancala.audio.synth.Duty;
import mancala.audio.synth.EnvelopeMode;
import mancala.audio.synth.NoiseChannel;
import mancala.audio.synth.NoiseMode;
import mancala.audio.synth.SweepDirection;

/**
 * Reads a score. Words and notes are separated by spaces; a word starting with {@code #} starts a
 * comment (so {@code C#4} is a note). A channel name ({@code pulse1}, {@code pulse2}, {@code
 * triangle}, {@code noise}) sends what follows to that channel's track, each track keeping its own
 * time. Settings last until changed: {@code duty 12|25|50|75}, {@code volume 0-15} (constant),
 * {@code decay 0-15} and {@code decay-loop 0-15} (from 15 down, one step every n + 1 240 Hz
 * clocks), {@code sweep up|down <shift 1-7> <period 0-7>} and {@code sweep off}, {@code mode
 * long|short} (noise), {@code length <ticks>} (the default note length). A note is a pitch ({@code
 * C4}, {@code D#5}, {@code Bb3}), a noise period ({@code N0} to {@code N15}) or a rest ({@code -}),
 * with an optional length: {@code G4:12}. The word {@code loop} makes the score a tune that loops.
 * Lengths are ticks of 1/60 s.
 */
public final class ScoreParser {
  private static final int MAX_LEVEL = 15;
  private static final int MAX_LENGTH = 60 * 60;
  private static final Pattern COMMENT = Pattern.compile("(^|\\s)#.*");

  private final String source;
  private final Map<Channel, TrackBuilder> tracks = new EnumMap<>(Channel.class);
  private Ending ending = Ending.ONCE;
  private TrackBuilder current;
  private int lineNumber;
  private String[] words;
  private int at;

  private ScoreParser(String source) {
    this.source = source;
  }

  /**
   * Parses a score's text; {@code source} names it in messages.
   *
   * @throws IllegalArgumentException naming the source and the line, saying what is wrong
   */
  public static Score parse(String text, String source) {
    return new ScoreParser(source).read(text);
  }

  private Score read(String text) {
    String[] lines = text.split("\r?\n", -1);
    for (int i = 0; i < lines.length; i++) {
      lineNumber = i + 1;
      String content = COMMENT.matcher(lines[i]).replaceFirst("").strip();
      words = content.isEmpty() ? new String[0] : content.split("\\s+");
      at = 0;
      while (at < words.length) {
        word(words[at++]);
      }
    }
    return finish();
  }

  private Score finish() {
    List<Track> built = new ArrayList<>();
    for (TrackBuilder t : tracks.values()) {
      built.add(new Track(t.channel, t.notes, t.time));
    }
    if (built.stream().allMatch(t -> t.notes().isEmpty())) {
      throw new IllegalArgumentException(source + ": the score has no notes");
    }
    if (ending == Ending.LOOP && built.stream().mapToInt(Track::ticks).distinct().count() > 1) {
      StringBuilder lengths = new StringBuilder();
      for (Track t : built) {
        lengths.append(lengths.length() == 0 ? "" : ", ").append(t.channel().id());
        lengths.append(' ').append(t.ticks());
      }
      throw new IllegalArgumentException(
          source + ": a looping score's tracks must last the same ticks, not " + lengths);
    }
    return new Score(source, ending, built);
  }

  private void word(String word) {
    Optional<Channel> channel = Channel.byId(word);
    if (channel.isPresent()) {
      current = tracks.computeIfAbsent(channel.get(), TrackBuilder::new);
      return;
    }
    switch (word) {
      case "loop" -> ending = Ending.LOOP;
      case "duty" -> duty();
      case "volume" -> envelope(EnvelopeMode.CONSTANT, word);
      case "decay" -> envelope(EnvelopeMode.DECAY, word);
      case "decay-loop" -> envelope(EnvelopeMode.LOOPING_DECAY, word);
      case "sweep" -> sweep();
      case "mode" -> mode();
      case "length" -> track(word).length = number(word, 1, MAX_LENGTH);
      default -> note(word);
    }
  }

  private void duty() {
    TrackBuilder t = pulseTrack("duty");
    String value = argument("duty");
    Duty duty =
        switch (value) {
          case "12" -> Duty.D12;
          case "25" -> Duty.D25;
          case "50" -> Duty.D50;
          case "75" -> Duty.D75;
          default -> throw error("duty must be 12, 25, 50 or 75, not '" + value + "'");
        };
    t.tone = t.tone.withDuty(duty);
  }

  private void envelope(EnvelopeMode mode, String word) {
    TrackBuilder t = track(word);
    if (t.channel == Channel.TRIANGLE) {
      throw error("'" + word + "' is not for the triangle, which has no volume");
    }
    int level = number(word, 0, MAX_LEVEL);
    t.tone = t.tone.withEnvelope(mode, level);
  }

  private void sweep() {
    TrackBuilder t = pulseTrack("sweep");
    String value = argument("sweep");
    Optional<SweepSetting> sweep =
        switch (value) {
          case "off" -> Optional.empty();
          case "up", "down" -> {
            SweepDirection direction = value.equals("up") ? SweepDirection.UP : SweepDirection.DOWN;
            int shift = number("sweep shift", 1, 7);
            int period = number("sweep period", 0, 7);
            yield Optional.of(new SweepSetting(direction, shift, period));
          }
          default -> throw error("sweep must be up, down or off, not '" + value + "'");
        };
    t.tone = t.tone.withSweep(sweep);
  }

  private void mode() {
    TrackBuilder t = track("mode");
    if (t.channel != Channel.NOISE) {
      throw error("'mode' is only for the noise channel");
    }
    String value = argument("mode");
    NoiseMode mode =
        switch (value) {
          case "long" -> NoiseMode.LONG;
          case "short" -> NoiseMode.SHORT;
          default -> throw error("mode must be long or short, not '" + value + "'");
        };
    t.tone = t.tone.withNoiseMode(mode);
  }

  private void note(String word) {
    if (!Character.isUpperCase(word.charAt(0)) && word.charAt(0) != '-') {
      throw error("unknown word '" + word + "'");
    }
    TrackBuilder t = track("notes");
    int colon = word.indexOf(':');
    String name = colon < 0 ? word : word.substring(0, colon);
    int ticks = colon < 0 ? t.length : length(word, word.substring(colon + 1));
    if (!name.equals("-")) {
      t.notes.add(new Note(t.time, ticks, key(t.channel, name), t.tone));
    }
    t.time += ticks;
  }

  private int key(Channel channel, String name) {
    if (channel == Channel.NOISE) {
      if (name.matches("N\\d{1,2}")
          && Integer.parseInt(name.substring(1)) < NoiseChannel.periodCount()) {
        return Integer.parseInt(name.substring(1));
      }
      throw error("noise plays N0 to N15, not '" + name + "'");
    }
    int key = Pitch.key(name).orElseThrow(() -> error("unknown note '" + name + "'"));
    if (!Pitch.playable(channel, key)) {
      throw error("note '" + name + "' is out of the range of " + channel.id());
    }
    return key;
  }

  private int length(String word, String digits) {
    if (!digits.matches("\\d{1,5}")
        || Integer.parseInt(digits) < 1
        || Integer.parseInt(digits) > MAX_LENGTH) {
      throw error("bad length in '" + word + "': ticks must be 1 to " + MAX_LENGTH);
    }
    return Integer.parseInt(digits);
  }

  private TrackBuilder track(String what) {
    if (current == null) {
      throw error("'" + what + "' before a channel (pulse1, pulse2, triangle or noise)");
    }
    return current;
  }

  private TrackBuilder pulseTrack(String word) {
    TrackBuilder t = track(word);
    if (!t.channel.pulse()) {
      throw error("'" + word + "' is only for the pulse channels");
    }
    return t;
  }

  private String argument(String word) {
    if (at >= words.length) {
      throw error("'" + word + "' needs a value");
    }
    return words[at++];
  }

  private int number(String word, int min, int max) {
    String value = argument(word);
    if (!value.matches("\\d{1,5}")
        || Integer.parseInt(value) < min
        || Integer.parseInt(value) > max) {
      throw error(word + " must be " + min + " to " + max + ", not '" + value + "'");
    }
    return Integer.parseInt(value);
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException(source + ": line " + lineNumber + ": " + message);
  }

  /** The track of one channel while it is read. */
  private static final class TrackBuilder {
    private final Channel channel;
    private final List<Note> notes = new ArrayList<>();
    private Tone tone = Tone.standard();
    private int length = 8;
    private int time;

    TrackBuilder(Channel channel) {
      this.channel = channel;
    }
  }
}
