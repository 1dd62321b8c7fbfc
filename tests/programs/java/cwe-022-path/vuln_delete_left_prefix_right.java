// cache eviction endpoint reporting whether the removed entry was a cache file
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.web.bind.annotation.*;

@RestController
class EntryController {
    private static final Path ROOT = Paths.get("/var/cache/entries").toAbsolutePath().normalize();

    @DeleteMapping("/entries")
    public boolean evict(@RequestParam String key) throws IOException {
        Path p = ROOT.resolve(key).normalize();
        return Files.deleteIfExists(p) && p.startsWith(ROOT);
    }
}
