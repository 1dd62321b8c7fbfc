// Controller that fetches a preview of a page the caller links to.
import java.io.InputStream;
import java.net.URL;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PreviewController {
    @GetMapping("/preview")
    public String preview(@RequestParam String url) throws Exception {
        URL target = new URL(url);
        String host = target.getHost();
        if (host == null || !host.matches("[A-Za-z0-9.-]+")) {
            throw new IllegalArgumentException("bad host");
        }
        try (InputStream in = target.openStream()) {
            return new String(in.readNBytes(4096));
        }
    }
}
