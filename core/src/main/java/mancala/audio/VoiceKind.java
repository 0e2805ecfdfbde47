package mancala.audio;

/** What a voice of the mixer plays. */
enum VoiceKind {
  /** A sound effect, once. */
  EFFECT,
  /** A tune, looping. */
  MUSIC
}
