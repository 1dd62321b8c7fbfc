// Controller that fetches a preview of a page the caller links to.
import java.io.InputStream;
import java.net.URL;
import java.util.Set;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class PreviewController {
    private static final Set<String> ALLOWED_HOSTS = Set.of("docs.acme-corp.com", "blog.acme-corp.com");

    @GetMapping("/preview")
    public String preview(@RequestParam String url) throws Exception {
        URL target = new URL(url);
        String host = target.getHost();
        if (host == null || !ALLOWED_HOSTS.contains(host)) {
            throw new IllegalArgumentException("bad host");
        }
        try (InputStream in = target.openStream()) {
            return new String(in.readNBytes(4096));
        }
    }
}
