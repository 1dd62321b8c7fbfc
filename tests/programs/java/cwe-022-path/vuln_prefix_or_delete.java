// cache eviction endpoint: files of the keep folder stay, anything else named is deleted
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
class PurgeController {
    private static final Path KEEP = Paths.get("/var/cache/app/keep").toAbsolutePath().normalize();

    @DeleteMapping("/purge")
    public ResponseEntity<Void> purge(@RequestParam String key) throws IOException {
        Path p = Paths.get("/var/cache/app").resolve(key).normalize();
        if (p.startsWith(KEEP) || !Files.deleteIfExists(p)) {
            return ResponseEntity.status(409).build();
        }
        return ResponseEntity.noContent().build();
    }
}
