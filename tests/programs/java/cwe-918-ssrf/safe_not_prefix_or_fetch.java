// webhook registration accepting partner callbacks that answer
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.web.bind.annotation.*;

@RestController
class PartnerHookController {
    private static final String PARTNER = "https://hooks.partner.example.com/";
    private final HttpClient http = HttpClient.newHttpClient();

    @PostMapping("/partner-webhooks")
    public boolean register(@RequestParam String callback) throws Exception {
        if (!callback.startsWith(PARTNER)
            || http.send(HttpRequest.newBuilder(URI.create(callback)).build(), HttpResponse.BodyHandlers.discarding()).statusCode() >= 400) {
            return false;
        }
        return true;
    }
}
