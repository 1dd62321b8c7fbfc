// Sends a test event to a roaming partner's registered callback URL and reports the status code
package net.interlinktel.partners.webhooks;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletionStage;

record ProbeRequest(String partnerId, String callbackUrl) {}

record ProbeResult(String partnerId, int status) {}

class CallbackPolicy {
    static final Set<String> PARTNER_HOSTS = Set.of("hooks.interlinktel-partners.net");

    static URI check(String callbackUrl) {
        URI uri = URI.create(callbackUrl);
        if (!"https".equals(uri.getScheme()) || uri.getRawUserInfo() != null
                || uri.getHost() == null || !PARTNER_HOSTS.contains(uri.getHost().toLowerCase())
                || (uri.getPort() != -1 && uri.getPort() != 443)) {
            throw new IllegalArgumentException("callback must be on the partner hook domain");
        }
        return uri;
    }
}

class WebhookProbeService {
    private final HttpClient http = HttpClient.newBuilder()
        .connectTimeout(Duration.ofSeconds(4))
        .followRedirects(HttpClient.Redirect.NEVER)
        .build();

    CompletionStage<ProbeResult> probe(ProbeRequest req) {
        URI target = CallbackPolicy.check(req.callbackUrl());
        String body = "{\"event\":\"probe\",\"partner\":\"" + req.partnerId().replaceAll("[^A-Za-z0-9-]", "") + "\"}";
        HttpRequest request = HttpRequest.newBuilder(target)
            .timeout(Duration.ofSeconds(8))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
        return http.sendAsync(request, HttpResponse.BodyHandlers.discarding())
            .thenApply(resp -> new ProbeResult(req.partnerId(), resp.statusCode()));
    }
}

@Path("/partners/webhook-probe")
class WebhookProbeResource {
    private final WebhookProbeService service = new WebhookProbeService();

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public CompletionStage<ProbeResult> probe(ProbeRequest request) {
        return service.probe(request);
    }
}
