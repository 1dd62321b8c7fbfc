// Spring service and controller that render thumbnails for uploaded images with ImageMagick
package com.acme.media.thumbs;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
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
        List<String> cmd = List.of("convert",
                MEDIA_ROOT.resolve(image).toString(), "-thumbnail", size,
                MEDIA_ROOT.resolve("thumbs").resolve(image).toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
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
        if (!image.matches("[A-Za-z0-9_][A-Za-z0-9_-]{0,63}\\.(png|jpg|jpeg)")) {
            return ResponseEntity.badRequest().body("bad image name");
        }
        int rc = thumbnails.render(image, size);
        return rc == 0 ? ResponseEntity.ok("done") : ResponseEntity.internalServerError().body("failed");
    }
}
