// An enumeration, a loop or a redirect: java enum overload valueof (written in review)
import org.springframework.web.bind.annotation.*;
@RestController
class ExportController {
    enum Format {
        PDF, TXT;
        static String valueOf(String s, boolean raw) { return s; }
    }
    @GetMapping("/export")
    public String export(@RequestParam String f) throws Exception {
        String ext = Format.valueOf(f, true);
        new java.io.File("/srv/" + ext).delete();
        return "ok";
    }
}
