// A fencing school bout video fetch program of the h75 set (cwe-918-ssrf).
package com.riposteacademy.replays;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class BoutVideoController {

    private static final Logger log = LoggerFactory.getLogger(BoutVideoController.class);
    private static final Set<String> VIDEO_HOSTS = Set.of("video.fencingvault.net", "cdn.boutreplay.com");
    private static final long MAX_BYTES = 200L * 1024 * 1024;
    private static final Path STORAGE = Paths.get("/srv/riposte/replays");

    private final HttpClient client = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    record ImportRequest(String boutId, String videoUrl) {}

    static class VideoSourceException extends Exception {
        VideoSourceException(String message) {
            super(message);
        }
    }

    static URI checkSource(String raw) throws VideoSourceException {
        if (raw == null || raw.isBlank()) {
            throw new VideoSourceException("video url is required");
        }
        URI uri;
        try {
            uri = new URI(raw.strip());
        } catch (URISyntaxException e) {
            throw new VideoSourceException("video url is malformed");
        }
        if (!"https".equalsIgnoreCase(uri.getScheme()) || uri.getRawUserInfo() != null) {
            throw new VideoSourceException("video url must be a plain https link");
        }
        if (uri.getHost() == null || !VIDEO_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT))) {
            throw new VideoSourceException("video host is not one of the club's replay services");
        }
        if (uri.getPort() != -1 && uri.getPort() != 443) {
            throw new VideoSourceException("video url must use the default https port");
        }
        return uri;
    }

    @PostMapping("/bouts/video")
    public ResponseEntity<Map<String, Object>> importVideo(@RequestBody ImportRequest req) {
        if (req.boutId() == null || !req.boutId().matches("[A-Z0-9-]{4,24}")) {
            return ResponseEntity.badRequest().body(Map.of("error", "bout id is malformed"));
        }
        URI source;
        try {
            source = checkSource(req.videoUrl());
        } catch (VideoSourceException e) {
            log.warn("bout {} video source check failed: {}", req.boutId(), e.getMessage());
            return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
        }

        HttpRequest request = HttpRequest.newBuilder(source).timeout(Duration.ofSeconds(60)).GET().build();
        Path tmp = null;
        try {
            HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream body = response.body()) {
                if (response.statusCode() != 200) {
                    return ResponseEntity.status(HttpStatus.BAD_GATEWAY)
                            .body(Map.of("error", "video host answered " + response.statusCode()));
                }
                tmp = Files.createTempFile(STORAGE, "bout-", ".part");
                long size = Files.copy(body, tmp, StandardCopyOption.REPLACE_EXISTING);
                if (size > MAX_BYTES) {
                    return ResponseEntity.status(HttpStatus.PAYLOAD_TOO_LARGE).body(Map.of("error", "video too large"));
                }
                Path target = STORAGE.resolve(req.boutId() + ".mp4");
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                tmp = null;
                return ResponseEntity.status(HttpStatus.CREATED).body(Map.of("bout", req.boutId(), "bytes", size));
            }
        } catch (IOException e) {
            log.error("download of bout {} video failed", req.boutId(), e);
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).body(Map.of("error", "video could not be downloaded"));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).build();
        } finally {
            if (tmp != null) {
                try {
                    Files.deleteIfExists(tmp);
                } catch (IOException e) {
                    log.debug("leftover partial download {}", tmp, e);
                }
            }
        }
    }
}
