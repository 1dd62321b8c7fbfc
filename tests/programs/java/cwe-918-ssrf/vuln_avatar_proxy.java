// Micronaut controller that proxies a user's avatar image from their linked identity provider.
package com.acme.profile.avatars;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;

@Controller("/avatars")
public class AvatarProxyController {

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(3))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @Get(uri = "/proxy", produces = MediaType.IMAGE_PNG)
    public io.micronaut.http.HttpResponse<byte[]> proxy(@QueryValue String provider,
                                                        @QueryValue String account) throws InterruptedException {
        String avatarUrl = buildAvatarUrl(provider, account);
        if (avatarUrl == null) {
            return io.micronaut.http.HttpResponse.badRequest();
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(avatarUrl))
                .timeout(Duration.ofSeconds(5))
                .GET()
                .build();
        try {
            HttpResponse<byte[]> upstream = client.send(request, HttpResponse.BodyHandlers.ofByteArray());
            if (upstream.statusCode() != 200) {
                return io.micronaut.http.HttpResponse.notFound();
            }
            return io.micronaut.http.HttpResponse.ok(upstream.body());
        } catch (IOException e) {
            return io.micronaut.http.HttpResponse.serverError();
        }
    }

    private static String buildAvatarUrl(String provider, String account) {
        if (provider == null || provider.isBlank() || account == null || !account.matches("\\d{1,20}")) {
            return null;
        }
        return "https://" + provider + "/avatars/" + account + ".png";
    }
}
