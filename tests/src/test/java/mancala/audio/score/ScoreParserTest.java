package mancala.audio.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Optional;
import mancala.audio.synth.Duty;
import mancala.audio.synth.EnvelopeMode;
import mancala.audio.synth.NoiseMode;
import mancala.audio.synth.SweepDirection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The score format: what it reads, and what it refuses, naming the line. */
class ScoreParserTest {

  @Test
  void readsNotesRestsLengthsSettingsAndComments() {
    Score score =
        ScoreParser.parse(
            String.join(
                "\n",
                "# a comment line",
                "pulse2 duty 25 decay 3 sweep down 2 5   # settings",
                "C#4:6 - Bb3",
                "noise mode short volume 9 N15:2",
                "length 3 N0"),
            "test.score");

    assertEquals(Ending.ONCE, score.ending());
    assertEquals(22, score.ticks());
    Track pulse = score.tracks().get(0);
    assertEquals(Channel.PULSE2, pulse.channel());
    Tone tone =
        new Tone(
            Duty.D25,
            EnvelopeMode.DECAY,
            3,
            Optional.of(new SweepSetting(SweepDirection.DOWN, 2, 5)),
            NoiseMode.LONG);
    assertEquals(List.of(new Note(0, 6, 61, tone), new Note(14, 8, 58, tone)), pulse.notes());
    Track noise = score.tracks().get(1);
    assertEquals(Channel.NOISE, noise.channel());
    assertEquals(5, noise.ticks());
    assertEquals(15, noise.notes().get(0).key());
    assertEquals(NoiseMode.SHORT, noise.notes().get(1).tone().noiseMode());
    assertEquals(3, noise.notes().get(1).ticks());
  }

  @Test
  void aLoopingScoreLoops() {
    assertEquals(Ending.LOOP, ScoreParser.parse("loop\ntriangle A3:4", "t").ending());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "pulse1\\n\\nC4 H4 | drop.score: line 3: unknown note 'H4'",
        "C4 | drop.score: line 1: 'notes' before a channel (pulse1, pulse2, triangle or noise)",
        "pulse1 duty 33 C4 | drop.score: line 1: duty must be 12, 25, 50 or 75, not '33'",
        "pulse1\\nvolume 16 | drop.score: line 2: volume must be 0 to 15, not '16'",
        "pulse1\\ndecay | drop.score: line 2: 'decay' needs a value",
        "pulse1 C4:0 | drop.score: line 1: bad length in 'C4:0': ticks must be 1 to 3600",
        "pulse1 C4:x | drop.score: line 1: bad length in 'C4:x': ticks must be 1 to 3600",
        "triangle duty 50 | drop.score: line 1: 'duty' is only for the pulse channels",
        "triangle volume 5 | drop.score: line 1: 'volume' is not for the triangle, which has no volume",
        "pulse1 mode short | drop.score: line 1: 'mode' is only for the noise channel",
        "noise C4 | drop.score: line 1: noise plays N0 to N15, not 'C4'",
        "noise N16 | drop.score: line 1: noise plays N0 to N15, not 'N16'",
        "pulse1 C0 | drop.score: line 1: note 'C0' is out of the range of pulse1",
        "pulse1 sweep sideways 1 1 | drop.score: line 1: sweep must be up, down or off, not 'sideways'",
        "pulse1 sweep up 0 1 | drop.score: line 1: sweep shift must be 1 to 7, not '0'",
        "pulse1 tempo 120 | drop.score: line 1: unknown word 'tempo'",
        "# nothing | drop.score: the score has no notes",
        "loop\\npulse1 C4:4\\ntriangle C3:5 | drop.score: a looping score's tracks must last the same"
            + " ticks, not pulse1 4, triangle 5",
      })
  void refusesMalformedScoresNamingTheFileAndLine(String text, String message) {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> ScoreParser.parse(text.replace("\\n", "\n"), "drop.score"));
    assertEquals(message, e.getMessage());
  }

  @Test
  void namesPitchesAsMidiNotesAtA440() {
    assertEquals(Optional.of(69), Pitch.key("A4"));
    assertEquals(Optional.of(60), Pitch.key("C4"));
    assertEquals(Optional.of(63), Pitch.key("D#4"));
    assertEquals(Optional.of(63), Pitch.key("Eb4"));
    assertEquals(Optional.empty(), Pitch.key("H4"));
    assertEquals(440.0, Pitch.hertz(69), 1e-9);
    assertEquals(253, Pitch.period(Channel.PULSE1, 69));
    assertEquals(126, Pitch.period(Channel.TRIANGLE, 69));
  }
}
