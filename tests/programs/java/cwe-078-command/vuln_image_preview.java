// Controller that produces resized previews of uploaded images by running ImageMagick
package com.acme.media.web;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class PreviewController {

    private static final Path UPLOADS = Paths.get("/srv/media/uploads");
    private static final Path PREVIEWS = Paths.get("/srv/media/previews");
    private static final Pattern FILE_NAME = Pattern.compile("^[A-Za-z0-9_-]{1,64}\\.(png|jpe?g)$");

    @PostMapping("/media/{file}/preview")
    ResponseEntity<String> preview(@PathVariable String file,
                                   @RequestParam(defaultValue = "webp") String format)
            throws IOException, InterruptedException {
        if (!FILE_NAME.matcher(file).matches()) {
            return ResponseEntity.badRequest().body("invalid file name");
        }
        String base = file.substring(0, file.lastIndexOf('.'));
        String target = PREVIEWS.resolve(base + "." + format).toString();
        String command = String.join(" ",
                "convert", UPLOADS.resolve(file).toString(), "-resize", "640x640", target);

        Process proc = new ProcessBuilder("/bin/sh", "-c", command)
                .redirectErrorStream(true)
                .start();
        if (!proc.waitFor(30, TimeUnit.SECONDS)) {
            proc.destroyForcibly();
            return ResponseEntity.status(504).body("timed out");
        }
        return proc.exitValue() == 0
                ? ResponseEntity.ok("created")
                : ResponseEntity.internalServerError().body("convert failed");
    }
}
