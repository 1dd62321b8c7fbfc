// document endpoint refusing files outside the docs folder and drafts
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
class DocController {
    private static final Path DOCS = Paths.get("/srv/docs").toAbsolutePath().normalize();

    @GetMapping("/doc")
    public ResponseEntity<String> doc(@RequestParam String name) throws IOException {
        Path p = DOCS.resolve(name).normalize();
        if (!p.startsWith(DOCS) || Files.readString(p).startsWith("#draft")) {
            return ResponseEntity.status(403).build();
        }
        return ResponseEntity.ok(p.getFileName().toString());
    }
}
