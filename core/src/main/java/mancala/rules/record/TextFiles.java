package mancala.rules.record;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Reads and writes the small UTF-8 text files of saved games and logs, writing atomically. */
public final class TextFiles {
  /** Files larger than this are not ours. */
  static final long MAX_BYTES = 4L << 20;

  private TextFiles() {}

  /** Reads a text file; the exception names the file and says what went wrong. */
  public static String read(Path file) throws FormatException {
    try {
      if (Files.isDirectory(file)) {
        throw new FormatException(file.toString(), "is a folder, not a file");
      }
      if (Files.size(file) > MAX_BYTES) {
        throw new FormatException(file.toString(), "is too large to be a Mancala file");
      }
      return StandardCharsets.UTF_8
          .newDecoder()
          .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
          .toString();
    } catch (NoSuchFileException e) {
      throw new FormatException(file.toString(), "no such file");
    } catch (CharacterCodingException e) {
      throw new FormatException(file.toString(), "is not a text file");
    } catch (IOException e) {
      throw new FormatException(file.toString(), "cannot be read (" + e.getMessage() + ")");
    }
  }

  /**
   * Writes a text file through a temporary file renamed over the target, so the old file stays
   * whole if anything fails.
   */
  public static void writeAtomically(Path file, String text) throws IOException {
    Path target = file.toAbsolutePath();
    Path dir = target.getParent();
    Files.createDirectories(dir);
    Path temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
    try {
      Files.writeString(temp, text, StandardCharsets.UTF_8);
      try {
        Files.move(
            temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(temp);
    }
  }
}
