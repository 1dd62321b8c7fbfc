// A frame preview program of the h60 set (cwe-078-command).
package edu.highmoor.observatory.imaging;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static spark.Spark.get;
import static spark.Spark.halt;
import static spark.Spark.port;

/** Public-night kiosk: render a quick PNG preview of a captured telescope frame. */
class FramePreviewServer {

    private static final Path FRAMES = Path.of("/data/captures");
    private static final Pattern FRAME_ID = Pattern.compile("^\\d{8}-[a-z0-9]{6}$");
    private static final Map<String, String> STRETCHES = Map.of(
            "linear", "-normalize",
            "log", "-evaluate log 1000 -normalize",
            "asinh", "-sigmoidal-contrast 6x40%");

    private static final ExecutorService RENDERERS = Executors.newFixedThreadPool(2);

    public static void main(String[] args) {
        port(4570);
        get("/frames/:frameId/preview.png", (req, res) -> {
            String frameId = req.params(":frameId");
            if (!FRAME_ID.matcher(frameId).matches()) {
                halt(404);
            }
            String stretch = STRETCHES.getOrDefault(
                    Optional.ofNullable(req.queryParams("stretch")).orElse("linear"), "-normalize");
            String gamma = Optional.ofNullable(req.queryParams("gamma")).orElse("1.0");

            byte[] png = CompletableFuture
                    .supplyAsync(() -> render(frameId, stretch, gamma), RENDERERS)
                    .get(45, TimeUnit.SECONDS);
            res.type("image/png");
            return png;
        });
    }

    private static byte[] render(String frameId, String stretch, String gamma) {
        Path source = FRAMES.resolve(frameId + ".fits");
        try {
            Path target = Files.createTempFile("preview-", ".png");
            String cmd = "convert " + source + " " + stretch + " -gamma " + gamma + " -resize 1024x1024 " + target;
            Process proc = new ProcessBuilder("/bin/sh", "-c", cmd).inheritIO().start();
            if (!proc.waitFor(40, TimeUnit.SECONDS) || proc.exitValue() != 0) {
                proc.destroyForcibly();
                throw new IllegalStateException("convert failed for frame " + frameId);
            }
            byte[] bytes = Files.readAllBytes(target);
            Files.deleteIfExists(target);
            return bytes;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
