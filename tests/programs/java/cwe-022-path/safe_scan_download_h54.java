// Library digitization service endpoint that streams scanned manuscript pages.
package org.cityarchive.scans;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/scans")
public class ScanDownloadController {

    private static final Path ROOT = Path.of("/var/archive/scans").toAbsolutePath().normalize();

    private static Function<String, Path> under(Path base) {
        return rel -> base.resolve(rel);
    }

    private static Optional<byte[]> readPage(Path p) {
        try {
            return Optional.of(Files.readAllBytes(p));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @GetMapping("/{collection}")
    public ResponseEntity<byte[]> page(@PathVariable String collection, @RequestParam("page") String page) {
        Path target = under(ROOT).andThen(dir -> dir.resolve(page)).apply(collection).normalize();
        if (!target.startsWith(ROOT)) {
            return ResponseEntity.notFound().build();
        }
        return readPage(target)
            .map(bytes -> ResponseEntity.ok().contentType(MediaType.IMAGE_JPEG).body(bytes))
            .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
