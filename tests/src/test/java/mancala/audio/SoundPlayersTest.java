package mancala.audio;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.badlogic.gdx.Audio;
import com.badlogic.gdx.audio.AudioDevice;
import com.badlogic.gdx.backends.headless.mock.audio.MockAudio;
import com.badlogic.gdx.utils.GdxRuntimeException;
import java.lang.reflect.Proxy;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import mancala.console.Music;
import mancala.console.SoundCue;
import mancala.console.SoundEvent;
import org.junit.jupiter.api.Test;

/** Choosing the player, and the streaming player's thread writing to a device and stopping. */
class SoundPlayersTest {

  @Test
  void withoutAudioThePlayerIsSilent() {
    assertInstanceOf(SilentSoundPlayer.class, SoundPlayers.open(null));
    assertInstanceOf(SilentSoundPlayer.class, SoundPlayers.open(new MockAudio()));
    assertInstanceOf(
        SilentSoundPlayer.class,
        SoundPlayers.open(
            audio(
                () -> {
                  throw new GdxRuntimeException("no sound card");
                })));
  }

  @Test
  void withADeviceTheStreamPlaysEffectsAndMusicAndStopsWhenClosed() throws Exception {
    RecordingDevice device = new RecordingDevice();
    SoundPlayer player = SoundPlayers.open(audio(() -> device));
    assertInstanceOf(StreamingSoundPlayer.class, player);

    player.music(Music.TITLE);
    player.volume(100);
    assertTrue(device.awaitSound(60, TimeUnit.SECONDS), "the title tune never reached the device");
    player.music(Music.NONE);
    assertTrue(device.awaitSilence(60, TimeUnit.SECONDS), "the title tune never stopped");
    player.play(new SoundEvent(SoundCue.CAPTURE, 0));
    assertTrue(device.awaitSound(60, TimeUnit.SECONDS), "the capture never reached the device");

    player.close();
    assertTrue(device.disposed(), "closing ends the thread, which frees the device");
    assertTrue(
        device.written() % StreamingSoundPlayer.BLOCK == 0, "whole blocks: " + device.written());
  }

  private static Audio audio(Supplier<AudioDevice> device) {
    return (Audio)
        Proxy.newProxyInstance(
            Audio.class.getClassLoader(),
            new Class<?>[] {Audio.class},
            (proxy, method, args) -> {
              if (method.getName().equals("newAudioDevice")) {
                return device.get();
              }
              throw new UnsupportedOperationException(method.getName());
            });
  }
}
