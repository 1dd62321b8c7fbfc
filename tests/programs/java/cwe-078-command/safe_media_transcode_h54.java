// Media streaming job endpoint that queues ffmpeg transcodes for uploaded assets.
package tv.riverstream.transcode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.BiFunction;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TranscodeController {

    public record TranscodeRequest(long assetId, String quality) {}

    private static final Path LIBRARY = Path.of("/srv/media/library");
    private static final Map<String, String> SCALES = Map.of(
        "480p", "854:480", "720p", "1280:720", "1080p", "1920:1080");
    private final ExecutorService workers = Executors.newFixedThreadPool(2);

    private final BiFunction<Long, String, List<String>> commandFor = (assetId, quality) -> List.of(
        "ffmpeg", "-y", "-i", LIBRARY.resolve(assetId + ".mov").toString(),
        "-vf", "scale=" + SCALES.get(quality),
        "-c:v", "libx264", "-preset", "medium",
        LIBRARY.resolve(assetId + "_" + quality + ".mp4").toString());

    private CompletableFuture<Integer> launch(List<String> cmd) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return new ProcessBuilder(cmd).redirectErrorStream(true).start().waitFor();
            } catch (IOException e) {
                return -1;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return -2;
            }
        }, workers);
    }

    @PostMapping("/transcode")
    public ResponseEntity<String> transcode(@RequestBody TranscodeRequest req) {
        if (req.quality() == null || !SCALES.containsKey(req.quality())) {
            return ResponseEntity.badRequest().body("unsupported quality");
        }
        launch(commandFor.apply(req.assetId(), req.quality()))
            .thenAccept(code -> System.out.printf("asset %d finished with %d%n", req.assetId(), code));
        return ResponseEntity.accepted().body("queued");
    }
}
