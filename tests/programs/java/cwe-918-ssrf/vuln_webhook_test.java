// Micronaut controller that sends a test event to a partner's webhook callback URL.
package com.acme.integrations;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;

@Controller("/webhooks")
public class WebhookTestController {

    private static final String TEST_EVENT = "{\"event\":\"ping\",\"source\":\"acme\"}";

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    @Serdeable
    public record WebhookTest(String callbackUrl) {}

    @Post("/test")
    public HttpResponse<String> sendTest(@Body WebhookTest request) throws IOException, InterruptedException {
        URI target = callbackTarget(request.callbackUrl());
        HttpRequest outbound = HttpRequest.newBuilder(target)
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(TEST_EVENT))
                .build();
        java.net.http.HttpResponse<String> reply =
                client.send(outbound, java.net.http.HttpResponse.BodyHandlers.ofString());
        return HttpResponse.ok("partner answered " + reply.statusCode() + ": " + reply.body());
    }

    private URI callbackTarget(String raw) {
        return URI.create(raw);
    }
}
