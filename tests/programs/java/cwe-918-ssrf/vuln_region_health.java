// Micronaut controller that proxies health checks to the regional inventory service instances
package com.acme.inventory.health;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;

import io.micronaut.http.HttpStatus;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;

@Controller("/ops/health")
public class RegionHealthController {

    private static final Map<String, String> REGION_ENDPOINTS = Map.of(
            "eu", "https://inventory-eu.internal.acme.example",
            "us", "https://inventory-us.internal.acme.example",
            "ap", "https://inventory-ap.internal.acme.example");

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(3))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    private String baseFor(String region, String override) {
        if (override != null && !override.isBlank()) {
            return override;
        }
        return REGION_ENDPOINTS.getOrDefault(region, REGION_ENDPOINTS.get("eu"));
    }

    @Get
    public io.micronaut.http.HttpResponse<String> check(@QueryValue(defaultValue = "eu") String region,
                                                        @QueryValue(defaultValue = "") String endpoint)
            throws IOException, InterruptedException {
        URI uri = URI.create(baseFor(region, endpoint) + "/actuator/health");
        HttpRequest req = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build();
        HttpResponse<String> resp = client.send(req, HttpResponse.BodyHandlers.ofString());
        if (resp.statusCode() != 200) {
            return io.micronaut.http.HttpResponse.status(HttpStatus.BAD_GATEWAY);
        }
        return io.micronaut.http.HttpResponse.ok(resp.body());
    }
}
