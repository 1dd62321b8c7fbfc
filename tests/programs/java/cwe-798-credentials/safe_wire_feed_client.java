// Newsroom client that pulls the latest agency wire stories for a desk from the syndication API
package media.inkwell.wire;

import java.time.Duration;
import java.util.List;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.HttpMethod;
import org.springframework.stereotype.Component;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.util.UriComponentsBuilder;

@Component
public class WireFeedClient {

    public record WireStory(String guid, String slug, String headline, String byline, String publishedAt) {}

    private static final String BASE_URL = "https://api.globalwire-news.com/v3";

    private final RestTemplate http;

    public WireFeedClient(RestTemplateBuilder builder, @Value("${wire.api-key}") String wireApiKey) {
        if (wireApiKey == null || wireApiKey.isBlank()) {
            throw new IllegalStateException("wire.api-key is not configured");
        }
        this.http = builder
                .rootUri(BASE_URL)
                .defaultHeader("X-Api-Key", wireApiKey)
                .defaultHeader("Accept", "application/json")
                .setConnectTimeout(Duration.ofSeconds(3))
                .setReadTimeout(Duration.ofSeconds(10))
                .build();
    }

    public List<WireStory> latest(String desk, int max) {
        String path = UriComponentsBuilder.fromPath("/stories")
                .queryParam("category", desk)
                .queryParam("limit", Math.min(max, 100))
                .build().toUriString();
        List<WireStory> stories = http.exchange(path, HttpMethod.GET, null,
                new ParameterizedTypeReference<List<WireStory>>() {}).getBody();
        return stories == null ? List.of() : stories;
    }
}
