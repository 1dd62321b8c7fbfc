// Controller that fetches status JSON from a regional API host.
import java.io.InputStream;
import java.net.URL;
import java.util.Locale;
import java.util.Set;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class RegionStatusController {
    private static final Set<String> REGIONS = Set.of("eu", "us", "ap");

    @GetMapping("/region/status")
    public String status(@RequestParam String host) throws Exception {
        if (!REGIONS.contains(host.substring(0, 2))) {
            throw new IllegalArgumentException("unknown region");
        }
        try (InputStream in = new URL("https://" + host + "/status").openStream()) {
            return new String(in.readAllBytes());
        }
    }
}
