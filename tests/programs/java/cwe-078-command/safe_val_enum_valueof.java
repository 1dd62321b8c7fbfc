// Format.valueOf() throws for anything outside the enum and the handler returns 400; the shell string uses the constant's name(), not the request text.
import java.io.IOException;
import java.util.Locale;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
public class ExportController {
    enum Format { PDF, DOCX, TXT }

    @GetMapping("/export")
    public ResponseEntity<String> export(@RequestParam String format) throws IOException {
        Format f;
        try {
            f = Format.valueOf(format.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return ResponseEntity.badRequest().body("unknown format");
        }
        String ext = f.name().toLowerCase(Locale.ROOT);
        new ProcessBuilder("sh", "-c", "pandoc /srv/docs/report.md -o /tmp/report." + ext).start();
        return ResponseEntity.ok("started");
    }
}
