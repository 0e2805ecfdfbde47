package mancala.console.game;

/** What one 8x8 slot of a pit shows: nothing, one to four single seeds, or a clump of ten. */
public enum SeedPicture {
  EMPTY(0),
  ONE(1),
  TWO(2),
  THREE(3),
  FOUR(4),
  TEN(10);

  private final int seeds;

  SeedPicture(int seeds) {
    this.seeds = seeds;
  }

  /** The seeds this picture stands for. */
  public int seeds() {
    return seeds;
  }

  /** The overlay tile drawn for it ({@code seeds1} ... {@code clump}). */
  String tileName() {
    return this == TEN ? "clump" : "seeds" + seeds;
  }

  /** The picture of up to four single seeds. */
  static SeedPicture singles(int count) {
    return values()[count];
  }
}
