// Controller that relays a webhook test call to a partner endpoint.
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookTestController {
    private final HttpClient client = HttpClient.newHttpClient();

    @PostMapping("/webhooks/test")
    public int test(@RequestParam String endpoint) throws Exception {
        URI uri = URI.create(endpoint);
        String host = uri.getHost();
        if (host == null || !host.endsWith("partner.com")) {
            throw new IllegalArgumentException("not a partner host");
        }
        HttpResponse<Void> r = client.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding());
        return r.statusCode();
    }
}
