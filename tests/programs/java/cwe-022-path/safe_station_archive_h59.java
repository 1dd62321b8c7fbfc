// Unseen set h59: station archive
package net.ridgeweather.archive;

import io.lettuce.core.Consumer;
import io.lettuce.core.RedisClient;
import io.lettuce.core.StreamMessage;
import io.lettuce.core.XReadArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.sync.RedisCommands;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

record Observation(String stationId, Instant observedAt, double airTempC, double pressureHpa, double windMs) {
    static Observation from(Map<String, String> body) {
        return new Observation(body.get("station"), Instant.parse(body.get("observed_at")),
                Double.parseDouble(body.get("temp_c")), Double.parseDouble(body.get("pressure_hpa")),
                Double.parseDouble(body.get("wind_ms")));
    }
}

class DailyCsvArchive {
    private static final Pattern STATION_ID = Pattern.compile("^[A-Z0-9]{4,12}$");
    private final Path root;

    DailyCsvArchive(Path root) {
        this.root = root;
    }

    void append(Observation obs) throws IOException {
        if (obs.stationId() == null || !STATION_ID.matcher(obs.stationId()).matches()) {
            throw new IllegalArgumentException("malformed station id");
        }
        Path stationDir = root.resolve(obs.stationId());
        Files.createDirectories(stationDir);
        String day = obs.observedAt().atZone(ZoneOffset.UTC).toLocalDate().toString();
        String line = String.format("%s,%.1f,%.1f,%.1f%n", obs.observedAt(), obs.airTempC(), obs.pressureHpa(), obs.windMs());
        Files.writeString(stationDir.resolve(day + ".csv"), line, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}

class ObservationArchiver {
    private final DailyCsvArchive archive;

    ObservationArchiver(DailyCsvArchive archive) {
        this.archive = archive;
    }

    void handle(Map<String, String> body) throws IOException {
        Observation obs = Observation.from(body);
        if (obs.pressureHpa() < 850 || obs.pressureHpa() > 1090) {
            return; // sensor fault, reading is discarded
        }
        archive.append(obs);
    }
}

class ArchiveStreamConsumer {
    private static final String STREAM = "stations:observations";

    public static void main(String[] args) throws IOException {
        RedisClient client = RedisClient.create(System.getenv("REDIS_URL"));
        try (StatefulRedisConnection<String, String> connection = client.connect()) {
            RedisCommands<String, String> redis = connection.sync();
            ObservationArchiver archiver = new ObservationArchiver(new DailyCsvArchive(Paths.get("/var/lib/ridgeweather/archive")));
            Consumer<String> me = Consumer.from("archivers", System.getenv().getOrDefault("HOSTNAME", "archiver-1"));
            while (true) {
                List<StreamMessage<String, String>> batch = redis.xreadgroup(me,
                        XReadArgs.Builder.block(Duration.ofSeconds(5)).count(100),
                        XReadArgs.StreamOffset.lastConsumed(STREAM));
                for (StreamMessage<String, String> message : batch) {
                    archiver.handle(message.getBody());
                    redis.xack(STREAM, "archivers", message.getId());
                }
            }
        }
    }
}
