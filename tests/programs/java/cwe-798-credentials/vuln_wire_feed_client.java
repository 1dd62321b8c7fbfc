// Newsroom client that pulls the latest agency wire stories for a desk from the syndication API
package media.inkwell.wire;

import java.time.Duration;
import java.util.List;

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
    private static final String WIRE_API_KEY = "gw_live_6f2d9a41c08e4b7fa3315e90d7c2b8aa";

    private final RestTemplate http;

    public WireFeedClient(RestTemplateBuilder builder) {
        this.http = builder
                .rootUri(BASE_URL)
                .defaultHeader("X-Api-Key", WIRE_API_KEY)
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
