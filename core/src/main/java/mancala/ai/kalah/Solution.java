package mancala.ai.kalah;

/** A proven future margin of a Kalah board and a house of the mover that achieves it. */
public record Solution(int value, int house) {}
