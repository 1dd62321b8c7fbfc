// Micronaut controller that sends a test ping to a tenant's notification webhook
package com.acme.notify;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.Map;

@Controller("/webhooks")
public class WebhookPingController {

    private static final Map<String, URI> TENANT_WEBHOOKS = Map.of(
            "northwind", URI.create("https://hooks.northwind.example/acme/events"),
            "contoso", URI.create("https://notify.contoso.example/inbound/acme"),
            "fabrikam", URI.create("https://api.fabrikam.example/webhooks/acme"));

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(3))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    public record PingRequest(String tenant, String url) {}

    static URI resolveTarget(PingRequest request) {
        if (request.tenant() == null) {
            return null;
        }
        return TENANT_WEBHOOKS.get(request.tenant());
    }

    @Post("/test")
    public HttpResponse<String> test(@Body PingRequest request) throws Exception {
        URI target = resolveTarget(request);
        if (target == null) {
            return HttpResponse.badRequest("webhook target not permitted");
        }
        HttpRequest ping = HttpRequest.newBuilder(target)
                .timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"event\":\"ping\"}"))
                .build();
        int status = client.send(ping, java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode();
        return HttpResponse.ok("webhook answered with status " + status);
    }
}
