package mancala.audio.score;

import java.util.List;

/** A sound written for the APU: its tracks (at most one a channel) and whether it loops. */
public record Score(String source, Ending ending, List<Track> tracks) {
  /** A score keeps its own copy of the tracks. */
  public Score {
    tracks = List.copyOf(tracks);
  }

  /** How many ticks (1/60 s) the score lasts: its longest track. */
  public int ticks() {
    return tracks.stream().mapToInt(Track::ticks).max().orElse(0);
  }
}
