// An enumeration, a loop or a redirect: java valueof class samename (written in review)
import org.springframework.web.bind.annotation.*;
class Util { enum Format { PDF, TXT } }
@RestController
class ExportController {
    static class Format {
        static String valueOf(String s) { return s; }
    }
    @GetMapping("/export")
    public String export(@RequestParam String f) throws Exception {
        String ext = Format.valueOf(f);
        new java.io.File("/srv/" + ext).delete();
        return "ok";
    }
}
