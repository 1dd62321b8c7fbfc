// JAX-RS endpoint that verifies a partner's webhook URL by sending it a test ping
package com.example.integrations;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;

@Path("/webhooks/verify")
public class WebhookVerifyResource {

    private static final Set<String> PARTNER_HOSTS = Set.of("hooks.acme-partner.com", "notify.globex.io");

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();

    @POST
    public String verify(@QueryParam("callback") String callback) throws Exception {
        URI uri = URI.create(callback);
        if (!"https".equals(uri.getScheme()) || !PARTNER_HOSTS.contains(uri.getHost()) || uri.getPort() != -1) {
            throw new BadRequestException("callback host not registered");
        }
        HttpRequest request = HttpRequest.newBuilder(uri)
                .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"ping\"}"))
                .header("Content-Type", "application/json")
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        return response.statusCode() + " " + response.body();
    }
}
