// Spring service that sends a test event to a charity partner's donation webhook endpoint and reports the result
package charity.integrations;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record PingRequest(String partnerId, String endpoint) {}
record PingResult(int status, long millis) {}

class EndpointRejected extends RuntimeException { EndpointRejected(String msg) { super(msg); } }

@Service
class WebhookPinger {
    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NEVER).build();
    private final Set<String> allowedHosts;

    WebhookPinger(@Value("${webhooks.allowed-hosts}") List<String> allowedHosts) {
        this.allowedHosts = Set.copyOf(allowedHosts);
    }

    URI validate(String endpoint) {
        URI uri = URI.create(endpoint.trim());
        if (!"https".equalsIgnoreCase(uri.getScheme())) throw new EndpointRejected("endpoint must use https");
        if (uri.getHost() == null || !allowedHosts.contains(uri.getHost().toLowerCase())) {
            throw new EndpointRejected("endpoint host is not a registered partner host");
        }
        if (uri.getPort() != -1 && uri.getPort() != 443) throw new EndpointRejected("unexpected port");
        return uri;
    }

    PingResult ping(PingRequest req) throws Exception {
        URI target = validate(req.endpoint());
        HttpRequest request = HttpRequest.newBuilder(target)
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").header("X-Partner-Id", req.partnerId())
                .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"ping\"}")).build();
        long start = System.nanoTime();
        HttpResponse<Void> resp = client.send(request, HttpResponse.BodyHandlers.discarding());
        return new PingResult(resp.statusCode(), (System.nanoTime() - start) / 1_000_000);
    }
}

@RestController
class WebhookController {
    private final WebhookPinger pinger;

    WebhookController(WebhookPinger pinger) { this.pinger = pinger; }

    @PostMapping("/integrations/webhooks/ping")
    Map<String, Object> ping(@RequestBody PingRequest request) throws Exception {
        try {
            PingResult r = pinger.ping(request);
            return Map.of("ok", r.status() < 300, "status", r.status(), "ms", r.millis());
        } catch (EndpointRejected e) {
            return Map.of("ok", false, "error", e.getMessage());
        }
    }
}
