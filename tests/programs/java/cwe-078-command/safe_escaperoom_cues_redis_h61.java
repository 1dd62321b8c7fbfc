// A escaperoom cues redis program of the h61 set (cwe-078-command).
package com.lockedin.rooms;

import redis.clients.jedis.DefaultJedisClientConfig;
import redis.clients.jedis.HostAndPort;
import redis.clients.jedis.Jedis;
import redis.clients.jedis.JedisClientConfig;
import redis.clients.jedis.JedisPubSub;

import java.io.IOException;
import java.util.Set;
import java.util.regex.Pattern;

/** Game masters trigger sound cues from the control tablet; cues travel over Redis pub/sub to the room's sound box. */
record SoundCue(String room, String clip) {
    static SoundCue parse(String message) {
        String[] parts = message.split("\\|", 2);
        if (parts.length != 2) {
            throw new IllegalArgumentException("expected room|clip");
        }
        return new SoundCue(parts[0].trim(), parts[1].trim());
    }
}

final class CueGuard {
    private static final Set<String> ROOMS = Set.of("pharaohs-tomb", "submarine", "clockmakers-attic", "haunted-bakery");
    private static final Pattern CLIP = Pattern.compile("^[a-z0-9_]{1,40}$");

    boolean allows(SoundCue cue) {
        if (!ROOMS.contains(cue.room())) {
            return false;
        }
        return CLIP.matcher(cue.clip()).matches();
    }
}

interface CuePlayer {
    void play(SoundCue cue) throws IOException;
}

final class AplayCuePlayer implements CuePlayer {
    private final String soundRoot;

    AplayCuePlayer(String soundRoot) {
        this.soundRoot = soundRoot;
    }

    @Override
    public void play(SoundCue cue) throws IOException {
        // played in the background so overlapping cues never block the listener
        String line = "aplay -q " + soundRoot + "/" + cue.room() + "/" + cue.clip() + ".wav &";
        Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", line});
    }
}

final class RoomCueListener extends JedisPubSub {
    private final CueGuard guard;
    private final CuePlayer player;

    RoomCueListener(CueGuard guard, CuePlayer player) {
        this.guard = guard;
        this.player = player;
    }

    @Override
    public void onMessage(String channel, String message) {
        SoundCue cue;
        try {
            cue = SoundCue.parse(message);
        } catch (IllegalArgumentException e) {
            System.err.println("malformed cue on " + channel);
            return;
        }
        if (!guard.allows(cue)) {
            System.err.println("cue rejected for room " + cue.room());
            return;
        }
        try {
            player.play(cue);
        } catch (IOException e) {
            System.err.println("sound box failed: " + e.getMessage());
        }
    }
}

final class CueDaemon {
    public static void main(String[] args) {
        JedisClientConfig config = DefaultJedisClientConfig.builder()
                .ssl(true)
                .password(System.getenv("REDIS_PASSWORD"))
                .build();
        try (Jedis jedis = new Jedis(new HostAndPort(System.getenv("REDIS_HOST"), 6380), config)) {
            jedis.subscribe(new RoomCueListener(new CueGuard(), new AplayCuePlayer("/opt/escape/sounds")), "room-cues");
        }
    }
}
