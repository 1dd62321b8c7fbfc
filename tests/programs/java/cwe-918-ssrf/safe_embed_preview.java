// Spring WebFlux endpoint that returns oEmbed preview data for media links pasted into chat.
package com.acme.chat.preview;

import java.net.URI;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import org.springframework.web.server.ResponseStatusException;
import reactor.core.publisher.Mono;

@RestController
public class EmbedPreviewController {

    private static final Map<String, String> PROVIDERS = Map.of(
            "youtube.com", "https://www.youtube.com/oembed",
            "www.youtube.com", "https://www.youtube.com/oembed",
            "vimeo.com", "https://vimeo.com/api/oembed.json",
            "soundcloud.com", "https://soundcloud.com/oembed");

    private final WebClient client;

    public EmbedPreviewController(WebClient.Builder builder) {
        this.client = builder.build();
    }

    private static String oembedEndpoint(URI media) {
        String host = media.getHost() == null ? "" : media.getHost().toLowerCase(Locale.ROOT);
        return PROVIDERS.get(host);
    }

    @GetMapping(path = "/chat/embed", produces = MediaType.APPLICATION_JSON_VALUE)
    public Mono<String> embed(@RequestParam("url") String url) {
        String endpoint = oembedEndpoint(URI.create(url));
        if (endpoint == null) {
            return Mono.error(new ResponseStatusException(HttpStatus.BAD_REQUEST, "unsupported provider"));
        }
        return client.get()
                .uri(endpoint + "?format=json&url={url}", url)
                .retrieve()
                .bodyToMono(String.class)
                .timeout(Duration.ofSeconds(5));
    }
}
