// An enumeration, a loop or a redirect: java enum param (written in review)
import org.springframework.web.bind.annotation.*;
@RestController
class ExportController {
    enum Format { PDF, TXT }
    @GetMapping("/export")
    public String export(@RequestParam String f) throws Exception {
        Format fmt = Format.valueOf(f.toUpperCase());
        new java.io.File("pandoc in.md -o out." + fmt.name().toLowerCase()).delete();
        return "ok";
    }
}
