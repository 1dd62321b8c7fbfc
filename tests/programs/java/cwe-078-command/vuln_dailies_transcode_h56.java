// Spring controller that queues proxy transcodes of camera dailies for the editorial team
package studio.reelhouse.dailies;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DailiesTranscodeController {

    public record TranscodeJob(String clip, String preset, int bitrateKbps) {}

    private static final List<String> BLOCKED = List.of(";", "&", "|", ">", "<");

    private final ExecutorService workers = Executors.newFixedThreadPool(2);

    static boolean looksClean(String value) {
        return value != null && BLOCKED.stream().noneMatch(value::contains);
    }

    static Supplier<Integer> transcode(TranscodeJob job) {
        return () -> {
            String cmd = "ffmpeg -y -i /mnt/dailies/" + job.clip()
                    + " -preset " + job.preset()
                    + " -b:v " + job.bitrateKbps() + "k /mnt/proxies/" + job.clip() + ".mp4";
            try {
                Process proc = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", cmd});
                return proc.waitFor();
            } catch (Exception e) {
                return -1;
            }
        };
    }

    @PostMapping("/dailies/transcode")
    public ResponseEntity<Map<String, String>> queue(@RequestBody TranscodeJob job) {
        boolean clean = Stream.of(job.clip(), job.preset()).allMatch(DailiesTranscodeController::looksClean);
        if (!clean) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid characters"));
        }
        CompletableFuture.supplyAsync(transcode(job), workers)
                .thenAccept(code -> System.out.printf("transcode of %s finished with %d%n", job.clip(), code));
        return ResponseEntity.accepted().body(Map.of("status", "queued", "clip", job.clip()));
    }
}
