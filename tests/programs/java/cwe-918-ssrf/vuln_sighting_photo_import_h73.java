// A sighting photo import program of the h73 set (cwe-918-ssrf).
package com.orcapointcruises.triplog;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class SightingPhotoController {

    private static final String PARTNER_DOMAIN = "seatrackphotos.com";
    private static final long MAX_BYTES = 15L * 1024 * 1024;

    private final ObjectMapper mapper = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final Path photoStore = Path.of("/var/lib/orcapoint/sightings");

    /** Body: {"species": "humpback", "photo": {"url": "https://cdn.seatrackphotos.com/p/8812.jpg"}} */
    @PostMapping(value = "/trips/{tripId}/sightings", consumes = "application/json")
    public ResponseEntity<?> addSighting(@PathVariable String tripId, @RequestBody String body)
            throws IOException, InterruptedException {
        JsonNode root = mapper.readTree(body);
        String species = root.path("species").asText("unknown").strip().toLowerCase(Locale.ROOT);
        String rawUrl = root.path("photo").path("url").asText("").strip();

        URI uri;
        try {
            uri = new URI(rawUrl);
        } catch (URISyntaxException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "photo url is not a valid URI"));
        }
        String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
        if (!"https".equalsIgnoreCase(uri.getScheme()) || !host.endsWith(PARTNER_DOMAIN)) {
            return ResponseEntity.badRequest().body(Map.of("error", "photos must come from " + PARTNER_DOMAIN));
        }

        HttpRequest request = HttpRequest.newBuilder(uri)
                .timeout(Duration.ofSeconds(20))
                .header("Accept", "image/jpeg, image/png")
                .GET()
                .build();
        HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            return ResponseEntity.status(502).body(Map.of("error", "photo host answered " + response.statusCode()));
        }
        byte[] image = response.body();
        if (image.length > MAX_BYTES) {
            return ResponseEntity.status(413).body(Map.of("error", "photo too large"));
        }

        String contentType = response.headers().firstValue("Content-Type").orElse("application/octet-stream");
        String ext = contentType.startsWith("image/png") ? ".png" : ".jpg";
        String fileName = "%s-%s-%s%s".formatted(tripId.replaceAll("[^A-Za-z0-9-]", ""),
                species.replaceAll("[^a-z-]", ""), UUID.randomUUID(), ext);
        Files.createDirectories(photoStore);
        Files.write(photoStore.resolve(fileName), image);

        return ResponseEntity.ok(Map.of(
                "stored", fileName,
                "species", species,
                "bytes", image.length,
                "sourceType", contentType));
    }
}
