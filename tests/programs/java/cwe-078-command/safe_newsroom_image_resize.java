// Spring REST controller that produces resized renditions of newsroom photos with ImageMagick.
package com.dailywire.media.images;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RenditionController {

    private static final Path RENDITION_DIR = Paths.get("/srv/newsroom/renditions");

    private final PhotoRepository photos;

    public RenditionController(PhotoRepository photos) {
        this.photos = photos;
    }

    @PostMapping("/photos/{photoId}/renditions")
    public ResponseEntity<String> createRendition(@PathVariable long photoId,
                                                  @RequestParam(defaultValue = "640") int width,
                                                  @RequestParam(defaultValue = "480") int height)
            throws IOException, InterruptedException {
        Path original = photos.originalPath(photoId);
        if (original == null) {
            return ResponseEntity.notFound().build();
        }
        if (width < 16 || width > 4096 || height < 16 || height > 4096) {
            return ResponseEntity.badRequest().body("size out of range");
        }
        Path output = RENDITION_DIR.resolve(photoId + "-" + System.currentTimeMillis() + ".jpg");
        int exit = runConvert(original.toString(), width + "x" + height, output.toString());
        if (exit != 0) {
            return ResponseEntity.internalServerError().body("conversion failed");
        }
        return ResponseEntity.ok(output.getFileName().toString());
    }

    private int runConvert(String source, String geometry, String target) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("convert", source, "-resize", geometry, "-strip", target);
        builder.redirectErrorStream(true);
        Process process = builder.start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return -1;
        }
        return process.exitValue();
    }

    public interface PhotoRepository {
        Path originalPath(long photoId);
    }
}
