// A tide charts program of the h71 set (cwe-918-ssrf).
package au.coralsteps.diveshop.conditions;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
class TideChartController {
    private static final Logger log = LoggerFactory.getLogger(TideChartController.class);

    private static final Set<String> PARTNER_FEEDS = Set.of(
            "charts.swellnet-partners.com.au",
            "tides.bomcoastal-feeds.net",
            "img.reefwatch-conditions.com");

    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(4))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    boolean isPartnerFeed(URI uri) {
        return "https".equalsIgnoreCase(uri.getScheme())
                && uri.getHost() != null
                && PARTNER_FEEDS.contains(uri.getHost().toLowerCase())
                && (uri.getPort() == -1 || uri.getPort() == 443);
    }

    @GetMapping("/conditions/chart")
    ResponseEntity<byte[]> chart(@RequestParam("feed") String feed) throws IOException, InterruptedException {
        URI target = Optional.of(feed)
                .map(URI::create)
                .filter(this::isPartnerFeed)
                .orElseThrow(() -> {
                    log.info("chart feed {} is not a partner feed", feed);
                    return new ResponseStatusException(HttpStatus.BAD_REQUEST, "unknown chart feed");
                });

        HttpRequest request = HttpRequest.newBuilder(target)
                .timeout(Duration.ofSeconds(8))
                .header("User-Agent", "coralsteps-conditions/2.3")
                .GET()
                .build();
        HttpResponse<byte[]> upstream = http.send(request, HttpResponse.BodyHandlers.ofByteArray());

        if (upstream.statusCode() != 200) {
            throw new ResponseStatusException(HttpStatus.BAD_GATEWAY, "feed answered " + upstream.statusCode());
        }
        MediaType type = upstream.headers().firstValue("Content-Type")
                .map(MediaType::parseMediaType)
                .orElse(MediaType.IMAGE_PNG);
        return ResponseEntity.ok()
                .contentType(type)
                .cacheControl(CacheControl.maxAge(Duration.ofMinutes(20)))
                .body(upstream.body());
    }

    @ExceptionHandler(IllegalArgumentException.class)
    ResponseEntity<String> badFeed(IllegalArgumentException e) {
        return ResponseEntity.badRequest().body("feed is not a valid URL");
    }
}
