package mancala.console;

/**
 * A sound the console asked for in a tick: a cue, and a step (such as a seed's place in a sowing).
 */
public record SoundEvent(SoundCue cue, int step) {}
