// Service that downloads avatars only from the company CDN
package com.example.avatars;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Set;

@RestController
public class AvatarController {
    private static final Set<String> HOSTS = Set.of("cdn.example.com", "img.example.com");
    private final HttpClient client = HttpClient.newHttpClient();

    @GetMapping("/avatar")
    public byte[] avatar(@RequestParam String url) throws Exception {
        URI uri = URI.create(url);
        if (!"https".equals(uri.getScheme()) || !HOSTS.contains(uri.getHost())) {
            throw new IllegalArgumentException("host not allowed");
        }
        HttpRequest request = HttpRequest.newBuilder(uri).GET().build();
        return client.send(request, HttpResponse.BodyHandlers.ofByteArray()).body();
    }
}
