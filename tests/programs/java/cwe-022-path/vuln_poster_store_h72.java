// A poster store program of the h72 set (cwe-022-path).
package com.starlitedrivein.media;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Optional;

import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class PosterServiceApplication {
    public static void main(String[] args) {
        SpringApplication.run(PosterServiceApplication.class, args);
    }
}

interface PosterStore {
    Optional<byte[]> load(String screen, String fileName);

    default MediaType typeOf(String fileName) {
        return fileName.endsWith(".png") ? MediaType.IMAGE_PNG : MediaType.IMAGE_JPEG;
    }
}

@Component
@Qualifier("disk")
class DiskPosterStore implements PosterStore {
    private final Path root;

    DiskPosterStore(@Value("${posters.root:/srv/starlite/posters}") String root) {
        this.root = Paths.get(root).toAbsolutePath().normalize();
    }

    @Override
    public Optional<byte[]> load(String screen, String fileName) {
        Path target = root.resolve(screen).resolve(fileName);
        if (!Files.isRegularFile(target)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllBytes(target));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

@Component
@Qualifier("archive")
class ArchivePosterStore implements PosterStore {
    private final Path archive = Paths.get("/srv/starlite/archive");

    @Override
    public Optional<byte[]> load(String screen, String fileName) {
        if (!fileName.matches("[A-Za-z0-9_-]+\\.(jpg|png)")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readAllBytes(archive.resolve(fileName)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}

@RestController
class PosterController {
    private final PosterStore store;

    PosterController(@Qualifier("disk") PosterStore store) {
        this.store = store;
    }

    @GetMapping("/screens/{screen}/posters")
    ResponseEntity<byte[]> poster(@PathVariable String screen, @RequestParam("file") String file) {
        return store.load(screen, file)
                .map(bytes -> ResponseEntity.ok().contentType(store.typeOf(file)).body(bytes))
                .orElseGet(() -> ResponseEntity.notFound().build());
    }
}
