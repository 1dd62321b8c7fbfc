// stem transcode (h58 set)
package fm.lowtide.ingest;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

final class TranscodeWorkers {

    record Job(UUID trackId, String bitrate, Path source, Path target) {}

    private final Path masters;
    private final Path renditions;
    private final ExecutorService pool =
            Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());

    TranscodeWorkers(Map<String, String> env) {
        this.masters = Path.of(env.getOrDefault("MASTERS_DIR", "/srv/lowtide/masters"));
        this.renditions = Path.of(env.getOrDefault("RENDITIONS_DIR", "/srv/lowtide/renditions"));
    }

    private Optional<UUID> parseTrack(String raw) {
        try {
            return Optional.of(UUID.fromString(raw));
        } catch (IllegalArgumentException | NullPointerException e) {
            return Optional.empty();
        }
    }

    private Job plan(UUID trackId, String bitrate) {
        return new Job(trackId, bitrate,
                masters.resolve(trackId + ".flac"),
                renditions.resolve(trackId + ".m4a"));
    }

    private int encode(Job job) {
        String[] cmd = {"/bin/sh", "-c",
                "ffmpeg -nostdin -y -i " + job.source() + " -c:a aac -b:a " + job.bitrate() + " " + job.target()};
        try {
            Process p = Runtime.getRuntime().exec(cmd);
            return p.waitFor();
        } catch (IOException e) {
            throw new IllegalStateException("encoder could not start", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    void submit(Context ctx) {
        UUID trackId = parseTrack(ctx.pathParam("trackId"))
                .orElseThrow(() -> new BadRequestResponse("unknown track id format"));
        String bitrate = Optional.ofNullable(ctx.formParam("bitrate")).orElse("256k");

        Job job = plan(trackId, bitrate);
        CompletableFuture.supplyAsync(() -> encode(job), pool)
                .thenAccept(code -> System.out.printf("track %s -> %s exit=%d%n", job.trackId(), job.bitrate(), code));

        ctx.status(HttpStatus.ACCEPTED).json(Map.of("track", trackId.toString(), "bitrate", bitrate));
    }

    public static void main(String[] args) {
        TranscodeWorkers workers = new TranscodeWorkers(System.getenv());
        Javalin.create()
                .post("/tracks/{trackId}/renditions", workers::submit)
                .start(7020);
    }
}
