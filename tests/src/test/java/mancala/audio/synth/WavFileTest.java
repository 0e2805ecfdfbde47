package mancala.audio.synth;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import org.junit.jupiter.api.Test;

/** WAV files as Java Sound reads them. */
class WavFileTest {

  @Test
  void javaSoundReadsBackTheFormatAndEverySample() throws Exception {
    short[] samples = {0, 1, -1, Short.MAX_VALUE, Short.MIN_VALUE, 1234, -4321};
    byte[] wav = WavFile.encode(samples);

    try (AudioInputStream in = AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav))) {
      AudioFormat format = in.getFormat();
      assertEquals(AudioFormat.Encoding.PCM_SIGNED, format.getEncoding());
      assertEquals(44_100f, format.getSampleRate());
      assertEquals(16, format.getSampleSizeInBits());
      assertEquals(1, format.getChannels());
      assertEquals(false, format.isBigEndian());
      assertEquals(samples.length, in.getFrameLength());
      short[] back = new short[samples.length];
      ByteBuffer.wrap(in.readAllBytes()).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(back);
      assertArrayEquals(samples, back);
    }
    assertEquals(44 + 2 * samples.length, wav.length);
  }
}
