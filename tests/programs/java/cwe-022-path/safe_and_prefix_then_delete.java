// cache eviction endpoint removing one file below the cache folder
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
class CacheController {
    private static final Path CACHE = Paths.get("/var/cache/app").toAbsolutePath().normalize();

    @DeleteMapping("/cache")
    public ResponseEntity<Void> evict(@RequestParam String key) throws IOException {
        Path p = CACHE.resolve(key).normalize();
        if (p.startsWith(CACHE) && Files.deleteIfExists(p)) {
            return ResponseEntity.noContent().build();
        }
        return ResponseEntity.notFound().build();
    }
}
