package mancala.rules.record;

/** A file that is not what it should be: the message names the file, the line and the problem. */
public final class FormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /** A problem with a whole file. */
  public FormatException(String source, String problem) {
    super(source + ": " + problem);
  }

  /** A problem on one line of a file (lines counted from 1). */
  public FormatException(String source, int line, String problem) {
    super(source + ": line " + line + ": " + problem);
  }
}
