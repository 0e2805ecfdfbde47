package mancala.audio;

import com.badlogic.gdx.audio.AudioDevice;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import mancala.console.Music;
import mancala.console.SoundEvent;
import mancala.console.Speaker;

/**
 * Plays the console's sounds through a LibGDX {@link AudioDevice} from one daemon thread of its
 * own. The thread first renders every sound, then mixes blocks of {@link #BLOCK} samples and writes
 * them to the device, whose blocking write paces it. The render thread only hands over: effects
 * through a bounded queue (a full queue drops the effect), music and volume through volatile
 * fields.
 */
public final class StreamingSoundPlayer implements SoundPlayer {
  /** Samples mixed and written at a time: 5.8 ms at 44,100 Hz. */
  public static final int BLOCK = 256;

  private static final int QUEUE = 64;
  private static final long JOIN_MILLIS = 1000;

  private final AudioDevice device;
  private final BlockingQueue<SoundEvent> effects = new ArrayBlockingQueue<>(QUEUE);
  private final Thread thread;
  private volatile Music music = Music.NONE;
  private volatile int volume = Speaker.FULL_VOLUME;
  private volatile boolean running = true;

  /**
   * A player writing to this device, which it owns (and disposes of) from now on; it starts at
   * once.
   */
  public StreamingSoundPlayer(AudioDevice device) {
    this.device = device;
    thread = new Thread(this::stream, "mancala-audio");
    thread.setDaemon(true);
    thread.start();
  }

  @Override
  public void play(SoundEvent effect) {
    effects.offer(effect);
  }

  @Override
  public void music(Music wanted) {
    music = wanted;
  }

  @Override
  public void volume(int percent) {
    volume = percent;
  }

  /** Stops the thread, within a block's or a sound's rendering time, and frees the device. */
  @Override
  public void close() {
    running = false;
    try {
      thread.join(JOIN_MILLIS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void stream() {
    try {
      SoundLibrary library = SoundLibrary.load();
      for (String name : SoundLibrary.allNames()) {
        if (!running) {
          return;
        }
        library.prepare(name);
      }
      effects.clear();
      StreamMixer mixer = new StreamMixer(library);
      short[] block = new short[BLOCK];
      while (running) {
        for (SoundEvent e = effects.poll(); e != null; e = effects.poll()) {
          mixer.play(e);
        }
        mixer.music(music);
        mixer.volume(volume);
        mixer.mix(block, BLOCK);
        device.writeSamples(block, 0, BLOCK);
      }
    } finally {
      device.dispose();
    }
  }
}
