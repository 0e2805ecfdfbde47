package mancala.audio.score;

import java.util.Locale;
import java.util.Optional;

/** The APU channel a track of a score plays on. */
public enum Channel {
  /** The first pulse channel. */
  PULSE1,
  /** The second pulse channel. */
  PULSE2,
  /** The triangle channel. */
  TRIANGLE,
  /** The noise channel. */
  NOISE;

  /** The channel's name in a score, such as {@code pulse1}. */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** Whether this is one of the pulse channels. */
  boolean pulse() {
    return this == PULSE1 || this == PULSE2;
  }

  /** The channel with this name in a score. */
  static Optional<Channel> byId(String id) {
    for (Channel c : values()) {
      if (c.id().equals(id)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }
}
