package mancala.audio.synth;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/** Encodes samples as a WAV file: RIFF, 16-bit PCM, mono, at {@link Apu#SAMPLE_RATE}. */
public final class WavFile {
  private static final int HEADER_BYTES = 44;
  private static final int BYTES_PER_SAMPLE = 2;

  private WavFile() {}

  /** The bytes of a WAV file holding these samples. */
  public static byte[] encode(short[] samples) {
    int dataBytes = samples.length * BYTES_PER_SAMPLE;
    ByteBuffer b = ByteBuffer.allocate(HEADER_BYTES + dataBytes).order(ByteOrder.LITTLE_ENDIAN);
    b.put(ascii("RIFF")).putInt(HEADER_BYTES - 8 + dataBytes).put(ascii("WAVE"));
    b.put(ascii("fmt ")).putInt(16).putShort((short) 1).putShort((short) 1);
    b.putInt(Apu.SAMPLE_RATE).putInt(Apu.SAMPLE_RATE * BYTES_PER_SAMPLE);
    b.putShort((short) BYTES_PER_SAMPLE).putShort((short) 16);
    b.put(ascii("data")).putInt(dataBytes);
    for (short s : samples) {
      b.putShort(s);
    }
    return b.array();
  }

  private static byte[] ascii(String tag) {
    return tag.getBytes(StandardCharsets.US_ASCII);
  }
}
