// Pattern.matches is whole-string; [\w-]+\.pdf has no "/" and no "..", so the file stays in BASE.
import java.io.File;
import java.nio.file.Files;
import java.util.regex.Pattern;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
class InvoiceController {
    private static final String BASE = "/srv/app/invoices";

    @GetMapping("/invoice")
    public ResponseEntity<byte[]> invoice(@RequestParam String name) throws Exception {
        if (!Pattern.matches("[\\w-]+\\.pdf", name)) {
            return ResponseEntity.badRequest().build();
        }
        File f = new File(BASE, name);
        return ResponseEntity.ok(Files.readAllBytes(f.toPath()));
    }
}
