// Media streaming job endpoint that queues ffmpeg transcodes for uploaded assets.
package tv.riverstream.transcode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TranscodeController {

    public record TranscodeRequest(long assetId, String quality) {}

    private static final Path LIBRARY = Path.of("/srv/media/library");
    private final ExecutorService workers = Executors.newFixedThreadPool(2);

    private final Function<TranscodeRequest, List<String>> commandFor = r -> List.of(
        "sh", "-c",
        String.join(" ",
            "ffmpeg", "-y", "-i", LIBRARY.resolve(r.assetId() + ".mov").toString(),
            "-vf", "scale=" + r.quality(),
            "-c:v", "libx264", "-preset", "medium",
            LIBRARY.resolve(r.assetId() + "_" + r.quality() + ".mp4").toString()));

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
        if (req.quality() == null || req.quality().isBlank()) {
            return ResponseEntity.badRequest().body("quality required");
        }
        launch(commandFor.apply(req))
            .thenAccept(code -> System.out.printf("asset %d finished with %d%n", req.assetId(), code));
        return ResponseEntity.accepted().body("queued");
    }
}
