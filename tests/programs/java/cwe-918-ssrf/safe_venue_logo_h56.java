// Spring controller that imports a restaurant's logo from a URL during partner onboarding
package dine.tablehop.onboarding;

import java.net.URI;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

@RestController
public class VenueLogoController {

    public record LogoImport(String logoUrl) {}
    private static final Set<String> LOGO_HOSTS = Set.of(
            "uploads.tablehop.com", "media.tablehop.com", "partner-assets.tablehop.com");

    public interface LogoStore {
        String save(String venueId, byte[] image);
    }
    private final RestTemplate http;
    private final LogoStore store;

    public VenueLogoController(RestTemplate http, LogoStore store) {
        this.http = http;
        this.store = store;
    }

    static Optional<URI> parse(String raw) {
        return Optional.ofNullable(raw)
                .map(String::trim)
                .flatMap(s -> {
                    try {
                        return Optional.of(URI.create(s));
                    } catch (IllegalArgumentException e) {
                        return Optional.empty();
                    }
                })
                .filter(u -> "https".equals(u.getScheme()) && u.getUserInfo() == null && u.getPort() == -1)
                .filter(u -> LOGO_HOSTS.contains(u.getHost()));
    }

    private CompletableFuture<Optional<byte[]>> fetch(URI uri) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return Optional.ofNullable(http.getForObject(uri, byte[].class));
            } catch (RestClientException e) {
                return Optional.empty();
            }
        });
    }

    @PostMapping("/venues/{venueId}/logo")
    public CompletableFuture<ResponseEntity<Map<String, String>>> importLogo(@PathVariable String venueId,
                                                                             @RequestBody LogoImport body) {
        Optional<URI> uri = parse(body.logoUrl());
        if (uri.isEmpty()) {
            return CompletableFuture.completedFuture(ResponseEntity.badRequest().body(Map.of("error", "invalid url")));
        }
        return fetch(uri.get()).thenApply(img -> img
                .map(bytes -> ResponseEntity.ok(Map.of("logo", store.save(venueId, bytes))))
                .orElseGet(() -> ResponseEntity.unprocessableEntity().body(Map.of("error", "logo not fetched"))));
    }
}
