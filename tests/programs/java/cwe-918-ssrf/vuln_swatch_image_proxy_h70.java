// A swatch image proxy program of the h70 set (cwe-918-ssrf).
package uk.tackandspring.preview;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;

@Controller("/swatches")
class SwatchImageProxy {

    record Swatch(String contentType, byte[] bytes) {}

    private static final List<String> MILL_CDNS = List.of(
            "https://cdn.harlowweavingmills.co.uk",
            "https://images.linwoodtextiles.com",
            "https://media.brackenvelvet.co.uk");

    private static final long MAX_BYTES = 4L * 1024 * 1024;

    private final Predicate<String> fromMill = src -> MILL_CDNS.stream().anyMatch(src::startsWith);

    private final HttpClient http = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final Map<String, Swatch> cache = new ConcurrentHashMap<>();

    @Get("/preview")
    HttpResponse<byte[]> preview(@QueryValue String src) {
        Optional<Swatch> swatch = Optional.of(src.strip())
                .filter(fromMill)
                .map(s -> cache.computeIfAbsent(s, this::download));
        return swatch
                .filter(s -> s.bytes().length > 0)
                .map(s -> HttpResponse.ok(s.bytes())
                        .contentType(MediaType.of(s.contentType()))
                        .header("Cache-Control", "public, max-age=86400"))
                .orElseGet(HttpResponse::notFound);
    }

    private Swatch download(String src) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(src))
                .timeout(Duration.ofSeconds(10))
                .header("Accept", "image/jpeg, image/png, image/webp")
                .build();
        try {
            var response = http.send(request, java.net.http.HttpResponse.BodyHandlers.ofByteArray());
            String type = response.headers().firstValue("Content-Type").orElse("application/octet-stream");
            if (response.statusCode() != 200 || !type.startsWith("image/") || response.body().length > MAX_BYTES) {
                return new Swatch(type, new byte[0]);
            }
            return new Swatch(type, response.body());
        } catch (IOException e) {
            return new Swatch("application/octet-stream", new byte[0]);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Swatch("application/octet-stream", new byte[0]);
        }
    }
}
