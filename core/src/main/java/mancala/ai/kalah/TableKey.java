package mancala.ai.kalah;

/** Which endgame table: its rule set's id, houses a side and most seeds. */
public record TableKey(String ruleSet, int houses, int seeds) {
  /** The file name of the table in the data folder. */
  public String fileName() {
    return TableFile.name(ruleSet, houses, seeds);
  }

  @Override
  public String toString() {
    return ruleSet + " " + houses + " houses, up to " + seeds + " seeds";
  }
}
