// A planetarium sky image proxy program of the h76 set (cwe-918-ssrf).
package org.starvault.images;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

interface ImageSource {
    URI locate(String ref);
}

class ArchiveSource implements ImageSource {
    private static final Pattern ID = Pattern.compile("[a-z0-9-]{1,64}");

    @Override
    public URI locate(String ref) {
        if (!ID.matcher(ref).matches()) {
            throw new IllegalArgumentException("unknown archive image");
        }
        return URI.create("https://images.starvault.org/archive/" + ref + ".jpg");
    }
}

class RemoteSource implements ImageSource {
    @Override
    public URI locate(String ref) {
        return URI.create(ref.trim());
    }
}

final class Sources {
    private static final Set<String> HOSTS = Set.of(
            "images.starvault.org", "apod.nasa.gov", "images-assets.nasa.gov", "cdn.eso.org");

    private Sources() {
    }

    static ImageSource allowlisted(ImageSource inner) {
        return ref -> {
            URI uri = inner.locate(ref);
            String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
            if (!"https".equals(uri.getScheme()) || !HOSTS.contains(host)
                    || uri.getPort() != -1 || uri.getRawUserInfo() != null) {
                throw new IllegalArgumentException("image host not permitted");
            }
            return uri;
        };
    }
}

@RestController
class SkyImageProxyController {
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    private final Map<String, ImageSource> sources = Map.of(
            "archive", Sources.allowlisted(new ArchiveSource()),
            "remote", Sources.allowlisted(new RemoteSource()));

    @GetMapping("/dome/image")
    ResponseEntity<byte[]> image(@RequestParam(defaultValue = "archive") String source,
                                 @RequestParam String ref) throws InterruptedException {
        ImageSource imageSource = sources.get(source);
        if (imageSource == null) {
            return ResponseEntity.status(400).build();
        }
        try {
            URI target = imageSource.locate(ref);
            HttpRequest request = HttpRequest.newBuilder(target).timeout(Duration.ofSeconds(15)).GET().build();
            HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
            String type = response.headers().firstValue("Content-Type").orElse("");
            if (response.statusCode() != 200 || !type.startsWith("image/")) {
                return ResponseEntity.status(502).build();
            }
            return ResponseEntity.ok().contentType(MediaType.parseMediaType(type)).body(response.body());
        } catch (IllegalArgumentException | IOException e) {
            return ResponseEntity.status(400).build();
        }
    }
}
