package mancala.ai.kalah;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * An endgame table on disk: a header (magic, format version, rule set, houses, seeds, boards,
 * CRC-32 of the values) and the values. A file that is missing, damaged, of another version or of
 * other rules is refused with the reason, so it is rebuilt and never trusted.
 */
public final class TableFile {
  /** What the file begins with. */
  static final byte[] MAGIC = "MANCALA-ENDGAME\n".getBytes(StandardCharsets.US_ASCII);

  /** The format written by this program. */
  public static final int VERSION = 1;

  private TableFile() {}

  /** The file name of a table. */
  public static String name(String ruleSet, int houses, int seeds) {
    return "endgame-" + ruleSet + "-" + houses + "-" + seeds + ".table";
  }

  /** Writes a table through a temporary file renamed over the target. */
  public static void write(Path file, String ruleSet, int houses, EndgameTable table)
      throws IOException {
    Path target = file.toAbsolutePath();
    Files.createDirectories(target.getParent());
    Path temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
    try {
      byte[] values = table.values();
      CRC32 crc = new CRC32();
      crc.update(values);
      try (OutputStream raw = Files.newOutputStream(temp);
          DataOutputStream out = new DataOutputStream(new BufferedOutputStream(raw, 1 << 20))) {
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeUTF(ruleSet);
        out.writeInt(houses);
        out.writeInt(table.seeds());
        out.writeLong(values.length);
        out.writeLong(crc.getValue());
        out.write(values);
      }
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

  /** Why a file was refused. */
  public static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    Refused(Path file, String reason) {
      super(file + ": " + reason);
    }
  }

  /**
   * Reads a table, checking that it is exactly the one asked for.
   *
   * @throws Refused saying why if it is missing, damaged, foreign or of another version
   */
  public static EndgameTable read(Path file, String ruleSet, int houses, int seeds, long boards)
      throws Refused {
    try (InputStream raw = Files.newInputStream(file);
        DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 20))) {
      if (!Arrays.equals(MAGIC, in.readNBytes(MAGIC.length))) {
        throw new Refused(file, "not a Mancala endgame table");
      }
      int version = in.readInt();
      if (version != VERSION) {
        throw new Refused(file, "format " + version + ", not " + VERSION);
      }
      String fileRules = in.readUTF();
      int fileHouses = in.readInt();
      int fileSeeds = in.readInt();
      long count = in.readLong();
      if (!fileRules.equals(ruleSet) || fileHouses != houses || fileSeeds != seeds) {
        throw new Refused(
            file,
            "a table of "
                + fileRules
                + " with "
                + fileHouses
                + " houses and "
                + fileSeeds
                + " seeds, not of "
                + ruleSet
                + " with "
                + houses
                + " and "
                + seeds);
      }
      if (count != boards) {
        throw new Refused(file, "holds " + count + " boards, not " + boards);
      }
      long expected = in.readLong();
      byte[] values = new byte[(int) count];
      in.readFully(values);
      if (in.read() != -1) {
        throw new Refused(file, "has data after the table");
      }
      CRC32 crc = new CRC32();
      crc.update(values);
      if (crc.getValue() != expected) {
        throw new Refused(file, "damaged (checksum mismatch)");
      }
      return new EndgameTable(seeds, values);
    } catch (NoSuchFileException e) {
      throw new Refused(file, "no such file");
    } catch (EOFException e) {
      throw new Refused(file, "cut short");
    } catch (IOException | RuntimeException e) {
      throw new Refused(file, "cannot be read (" + e.getMessage() + ")");
    }
  }
}
