// the unescaped dots match any char, so an attacker-registered "https://api-example.com/" passes (SSRF).
import java.io.InputStream;
import java.net.URL;
import org.springframework.web.bind.annotation.*;

@RestController
class FetchController {
    @GetMapping("/fetch")
    public String fetch(@RequestParam String url) throws Exception {
        if (!url.matches("https://api.example.com/.*")) {
            throw new IllegalArgumentException("bad url");
        }
        try (InputStream in = new URL(url).openStream()) {
            return new String(in.readAllBytes());
        }
    }
}
