package mancala.console.picture;

/**
 * One 8x8 sprite: screen position of its top-left pixel, tile, sprite palette (0-3) and mirroring.
 */
public record Sprite(int x, int y, int tile, int palette, Flip flip) {}
