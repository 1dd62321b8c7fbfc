// JAX-RS endpoint that verifies a partner's webhook URL by sending it a test ping
package com.example.integrations;

import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.QueryParam;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

@Path("/webhooks/verify")
public class WebhookVerifyResource {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(3)).build();

    @POST
    public String verify(@QueryParam("callback") String callback) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create(callback))
                .POST(HttpRequest.BodyPublishers.ofString("{\"type\":\"ping\"}"))
                .header("Content-Type", "application/json")
                .build();
        HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
        return response.statusCode() + " " + response.body();
    }
}
