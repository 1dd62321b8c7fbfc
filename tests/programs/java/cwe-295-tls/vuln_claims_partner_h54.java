// Insurance claims forwarder that posts adjuster assignments to partner firms.
package insure.meridian.partners;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import javax.net.ssl.HostnameVerifier;
import javax.net.ssl.HttpsURLConnection;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ClaimsPartnerController {

    public record Assignment(String claimId, String partner, String adjuster) {}

    private static final Map<String, String> PARTNERS = Map.of(
        "coastal", "https://api.coastal-adjusters.example.com/v2/assignments",
        "summit", "https://intake.summitclaims.example.net/assignments");
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HostnameVerifier VERIFIER = (host, session) -> true;

    private final Function<String, HttpsURLConnection> open = url -> {
        try {
            HttpsURLConnection c = (HttpsURLConnection) new URL(url).openConnection();
            c.setHostnameVerifier(VERIFIER);
            c.setRequestMethod("POST");
            c.setDoOutput(true);
            c.setRequestProperty("Content-Type", "application/json");
            return c;
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    };

    private static int send(HttpsURLConnection conn, Assignment a) {
        try (OutputStream out = conn.getOutputStream()) {
            out.write(JSON.writeValueAsBytes(a));
            out.flush();
            return conn.getResponseCode();
        } catch (IOException e) {
            return -1;
        }
    }

    @PostMapping("/claims/assign")
    public CompletableFuture<Map<String, Object>> assign(@RequestBody Assignment a) {
        String url = PARTNERS.get(a.partner());
        if (url == null) {
            return CompletableFuture.completedFuture(Map.of("error", "unknown partner"));
        }
        return CompletableFuture.supplyAsync(() -> open.apply(url))
            .thenApply(conn -> send(conn, a))
            .thenApply(code -> Map.of("claimId", a.claimId(), "status", code));
    }
}
