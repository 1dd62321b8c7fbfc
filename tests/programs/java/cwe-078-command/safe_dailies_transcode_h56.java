// Spring controller that queues proxy transcodes of camera dailies for the editorial team
package studio.reelhouse.dailies;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DailiesTranscodeController {

    public record TranscodeJob(String clip, String preset, int bitrateKbps) {}

    private static final Pattern CLIP_NAME = Pattern.compile("[A-Za-z0-9_]{1,64}\\.(mov|mxf)");
    private static final Set<String> PRESETS = Set.of("ultrafast", "fast", "medium");

    private final ExecutorService workers = Executors.newFixedThreadPool(2);

    static boolean isAcceptable(TranscodeJob job) {
        return job.clip() != null && CLIP_NAME.matcher(job.clip()).matches()
                && PRESETS.contains(job.preset())
                && job.bitrateKbps() > 0 && job.bitrateKbps() <= 50_000;
    }

    static Supplier<Integer> transcode(TranscodeJob job) {
        return () -> {
            List<String> cmd = List.of("ffmpeg", "-y", "-i", "/mnt/dailies/" + job.clip(),
                    "-preset", job.preset(),
                    "-b:v", job.bitrateKbps() + "k", "/mnt/proxies/" + job.clip() + ".mp4");
            try {
                Process proc = new ProcessBuilder(cmd).redirectErrorStream(true)
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                return proc.waitFor();
            } catch (Exception e) {
                return -1;
            }
        };
    }

    @PostMapping("/dailies/transcode")
    public ResponseEntity<Map<String, String>> queue(@RequestBody TranscodeJob job) {
        if (!isAcceptable(job)) {
            return ResponseEntity.badRequest().body(Map.of("error", "invalid transcode request"));
        }
        CompletableFuture.supplyAsync(transcode(job), workers)
                .thenAccept(code -> System.out.printf("transcode of %s finished with %d%n", job.clip(), code));
        return ResponseEntity.accepted().body(Map.of("status", "queued", "clip", job.clip()));
    }
}
