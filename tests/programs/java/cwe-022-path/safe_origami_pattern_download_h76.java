// A local origami studio pattern download program of the h76 set (cwe-022-path).
package com.foldhouse.patterns;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.core.io.FileSystemResource;
import org.springframework.core.io.Resource;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

interface PatternStore {
    Resource open(String fileName) throws IOException;
}

class DiskPatternStore implements PatternStore {
    private final Path root;

    DiskPatternStore(Path root) {
        this.root = root.toAbsolutePath().normalize();
    }

    @Override
    public Resource open(String fileName) throws IOException {
        Path target = root.resolve(fileName).normalize();
        if (!target.startsWith(root) || !Files.isRegularFile(target)) {
            throw new IOException("pattern not found: " + fileName);
        }
        return new FileSystemResource(target);
    }
}

class FeaturedPatternStore implements PatternStore {
    private final Map<String, Path> featured = new LinkedHashMap<>();

    FeaturedPatternStore(Path root) {
        featured.put("crane.pdf", root.resolve("featured/crane-v3.pdf"));
        featured.put("lily.pdf", root.resolve("featured/lily-v2.pdf"));
        featured.put("kusudama.pdf", root.resolve("featured/kusudama-v5.pdf"));
    }

    @Override
    public Resource open(String fileName) throws IOException {
        Path target = featured.get(fileName);
        if (target == null) {
            throw new IOException("pattern not found: " + fileName);
        }
        return new FileSystemResource(target);
    }
}

@RestController
class PatternController {
    private final Map<String, PatternStore> stores = new LinkedHashMap<>();

    PatternController() {
        Path root = Paths.get(System.getenv().getOrDefault("PATTERN_ROOT", "/srv/foldhouse/patterns"));
        stores.put("members", new DiskPatternStore(root.resolve("members")));
        stores.put("featured", new FeaturedPatternStore(root));
    }

    @GetMapping("/patterns/download")
    ResponseEntity<Resource> download(@RequestParam(defaultValue = "featured") String collection,
                                      @RequestParam String file) {
        PatternStore store = stores.get(collection);
        if (store == null) {
            return ResponseEntity.status(400).build();
        }
        try {
            Resource body = store.open(file);
            return ResponseEntity.ok()
                    .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"pattern.pdf\"")
                    .contentType(MediaType.APPLICATION_PDF)
                    .body(body);
        } catch (IOException e) {
            return ResponseEntity.notFound().build();
        }
    }
}

@SpringBootApplication
class PatternDownloadApplication {
    public static void main(String[] args) {
        SpringApplication.run(PatternDownloadApplication.class, args);
    }
}
