// Controller that relays a webhook test call to a partner endpoint.
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookTestController {
    private static final Set<String> PARTNER_HOSTS = Set.of("hooks.partner.com", "api.partner.com");
    private final HttpClient client = HttpClient.newHttpClient();

    @PostMapping("/webhooks/test")
    public int test(@RequestParam String endpoint) throws Exception {
        URI uri = URI.create(endpoint);
        String host = uri.getHost();
        if (host == null || !PARTNER_HOSTS.contains(host)) {
            throw new IllegalArgumentException("not a partner host");
        }
        HttpResponse<Void> r = client.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding());
        return r.statusCode();
    }
}
