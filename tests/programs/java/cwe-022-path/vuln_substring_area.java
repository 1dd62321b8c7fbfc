// Controller serving documents from the public areas of the document tree.
import java.io.File;
import java.nio.file.Files;
import java.util.Set;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class DocsController {
    private static final File ROOT = new File("/srv/docs");
    private static final Set<String> PUBLIC_AREAS = Set.of("guides", "api", "faq");

    @GetMapping("/docs")
    public ResponseEntity<byte[]> doc(@RequestParam String path) throws Exception {
        int slash = path.indexOf('/');
        if (slash < 0 || !PUBLIC_AREAS.contains(path.substring(0, slash))) {
            return ResponseEntity.status(403).build();
        }
        return ResponseEntity.ok(Files.readAllBytes(new File(ROOT, path).toPath()));
    }
}
