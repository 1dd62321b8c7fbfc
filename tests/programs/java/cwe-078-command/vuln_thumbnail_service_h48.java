// Spring service and controller that render thumbnails for uploaded images with ImageMagick
package com.acme.media.thumbs;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;

import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Service
class ThumbnailService {

    private static final Path MEDIA_ROOT = Paths.get("/srv/media");

    int render(String image, String size) throws IOException, InterruptedException {
        String cmd = String.format("convert %s/%s -thumbnail %s %s/thumbs/%s",
                MEDIA_ROOT, image, size, MEDIA_ROOT, image);
        Process p = new ProcessBuilder("/bin/sh", "-c", cmd).redirectErrorStream(true).start();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }
}

@RestController
class ThumbnailController {

    private final ThumbnailService thumbnails;

    ThumbnailController(ThumbnailService thumbnails) {
        this.thumbnails = thumbnails;
    }

    @PostMapping("/media/thumbnail")
    ResponseEntity<String> create(@RequestParam String image,
                                  @RequestParam(defaultValue = "200x200") String size) throws Exception {
        if (!size.matches("\\d{2,4}x\\d{2,4}")) {
            return ResponseEntity.badRequest().body("bad size");
        }
        int rc = thumbnails.render(image, size);
        return rc == 0 ? ResponseEntity.ok("done") : ResponseEntity.internalServerError().body("failed");
    }
}
