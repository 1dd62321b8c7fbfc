// document endpoint that logs drafts requested outside the docs folder
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.logging.Logger;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
class DraftController {
    private static final Logger LOG = Logger.getLogger("drafts");
    private static final Path DOCS = Paths.get("/srv/docs").toAbsolutePath().normalize();

    @GetMapping("/draft")
    public ResponseEntity<String> draft(@RequestParam String name) throws IOException {
        Path p = DOCS.resolve(name).normalize();
        if (!p.startsWith(DOCS) && Files.readString(p).startsWith("#draft")) {
            LOG.warning("draft outside docs: " + p);
        }
        return ResponseEntity.ok(p.getFileName().toString());
    }
}
