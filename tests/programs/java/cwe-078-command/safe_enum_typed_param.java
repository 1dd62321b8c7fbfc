// Spring converts the parameter to the enum and refuses any other text; the command gets the
// constant's name.
import org.springframework.web.bind.annotation.*;

@RestController
class ExportController {
    enum Format { PDF, DOCX, TXT }

    @GetMapping("/export")
    public String export(@RequestParam Format format) throws Exception {
        new ProcessBuilder("sh", "-c", "pandoc /srv/docs/report.md -o /tmp/report." + format.name().toLowerCase()).start();
        return "started";
    }
}
