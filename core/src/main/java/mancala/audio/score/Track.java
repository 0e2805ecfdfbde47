package mancala.audio.score;

import java.util.List;

/** The notes one channel plays, in order, and the ticks the track lasts (rests included). */
public record Track(Channel channel, List<Note> notes, int ticks) {
  /** A track keeps its own copy of the notes. */
  public Track {
    notes = List.copyOf(notes);
  }
}
