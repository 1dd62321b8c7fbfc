// A webhook test program of the h71 set (cwe-918-ssrf).
package com.canopyrun.parks.partners;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

@Serdeable
record WebhookTest(String resellerId, String url) {}

sealed interface TargetCheck permits Accepted, Refused {}

record Accepted(URI uri) implements TargetCheck {}

record Refused(String reason) implements TargetCheck {}

@Controller("/partners")
class WebhookTestController {
    private static final Logger log = LoggerFactory.getLogger(WebhookTestController.class);

    // domains of resellers that have signed the integration agreement
    private static final List<String> RESELLER_DOMAINS = List.of(
            "hooks.adventurepass.co.nz", "api.thrillseekertickets.com", "integrations.wildtrailbookings.com");

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(3))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    static TargetCheck vet(String raw) {
        URI uri;
        try {
            uri = new URI(raw);
        } catch (URISyntaxException | NullPointerException e) {
            return new Refused("not a URL");
        }
        if (!"https".equalsIgnoreCase(uri.getScheme())) {
            return new Refused("webhooks must use https");
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase();
        boolean known = RESELLER_DOMAINS.stream().anyMatch(d -> host.equals(d) || host.endsWith("." + d));
        if (!known || (uri.getPort() != -1 && uri.getPort() != 443)) {
            return new Refused("host is not a registered reseller endpoint");
        }
        return new Accepted(uri);
    }

    @Post("/webhooks/test")
    HttpResponse<Map<String, Object>> sendTest(@Body WebhookTest request) throws InterruptedException {
        TargetCheck check = vet(request.url());
        switch (check) {
            case Refused r -> {
                log.warn("reseller {} test webhook {} refused: {}", request.resellerId(), request.url(), r.reason());
                return HttpResponse.badRequest(Map.of("error", r.reason()));
            }
            case Accepted a -> log.debug("reseller {} test webhook to {}", request.resellerId(), a.uri());
        }

        String sample = """
                {"event":"booking.created","test":true,"course":"Ridgeline Double","riders":2,"sentAt":"%s"}
                """.formatted(Instant.now());
        HttpRequest post = HttpRequest.newBuilder(URI.create(request.url()))
                .timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(sample))
                .build();
        try {
            java.net.http.HttpResponse<String> answer =
                    http.send(post, java.net.http.HttpResponse.BodyHandlers.ofString());
            return HttpResponse.ok(Map.of("status", answer.statusCode(), "body", abbreviate(answer.body())));
        } catch (IOException e) {
            return HttpResponse.ok(Map.of("status", -1, "error", String.valueOf(e.getMessage())));
        }
    }

    private static String abbreviate(String body) {
        return body.length() <= 500 ? body : body.substring(0, 500) + "...";
    }
}
