package mancala.audio.score;

/**
 * A note of a track: its first tick, its length in ticks, its key (a MIDI note number for pulses
 * and triangle, 60 = C4; a period index 0 to 15 for noise) and its tone.
 */
public record Note(int start, int ticks, int key, Tone tone) {}
