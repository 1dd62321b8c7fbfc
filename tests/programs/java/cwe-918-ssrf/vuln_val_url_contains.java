// contains("api.partner.example") accepts "http://169.254.169.254/latest/?api.partner.example", so the outbound request can reach any host.
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;

@RestController
public class ProxyController {
    @GetMapping("/proxy")
    public ResponseEntity<String> proxy(@RequestParam String url) throws IOException {
        boolean allowed = url.contains("api.partner.example");
        if (!allowed) {
            return ResponseEntity.status(HttpStatus.FORBIDDEN).body("host not allowed");
        }
        try (InputStream in = new URL(url).openStream()) {
            return ResponseEntity.ok(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }
}
