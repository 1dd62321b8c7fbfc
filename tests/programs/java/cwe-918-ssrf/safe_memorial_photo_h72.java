// A memorial photo program of the h72 set (cwe-918-ssrf).
package com.gentlepawsaftercare.memorials;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.Set;
import java.util.logging.Logger;

class DisallowedSourceException extends Exception {
    DisallowedSourceException(String message) {
        super(message);
    }
}

interface SourcePolicy {
    void check(URI uri) throws DisallowedSourceException;
}

@Singleton
class PhotoHostPolicy implements SourcePolicy {
    private static final Set<String> HOSTS = Set.of(
            "lh3.googleusercontent.com", "dl.dropboxusercontent.com", "i.imgur.com", "live.staticflickr.com");

    @Override
    public void check(URI uri) throws DisallowedSourceException {
        if (!"https".equalsIgnoreCase(uri.getScheme()) || uri.getHost() == null || !HOSTS.contains(uri.getHost())) {
            throw new DisallowedSourceException("photos can only be imported from supported album services");
        }
    }
}

interface RemoteLoader<T> {
    T load(URI uri) throws IOException, InterruptedException;
}

@Singleton
class ImageBytesLoader implements RemoteLoader<byte[]> {
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(5))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();

    @Override
    public byte[] load(URI uri) throws IOException, InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(15)).GET().build();
        return http.send(req, BodyHandlers.ofByteArray()).body();
    }
}

@Singleton
class MemorialPhotoService {
    private static final Logger LOG = Logger.getLogger(MemorialPhotoService.class.getName());
    private final SourcePolicy policy;
    private final RemoteLoader<byte[]> loader;

    MemorialPhotoService(SourcePolicy policy, RemoteLoader<byte[]> loader) {
        this.policy = policy;
        this.loader = loader;
    }

    byte[] importPhoto(String caseId, String url) throws DisallowedSourceException, IOException, InterruptedException {
        URI uri = URI.create(url.strip());
        try {
            policy.check(uri);
        } catch (DisallowedSourceException e) {
            LOG.warning(() -> "case " + caseId + ": photo from unlisted source " + uri.getHost());
            throw e;
        }
        byte[] image = loader.load(uri);
        // hand off to the engraving queue; the plaque proof is emailed to the owner
        return image;
    }
}

@Serdeable
record PhotoImport(String url) {}

@Controller("/memorials")
class MemorialPhotoController {
    private final MemorialPhotoService service;

    MemorialPhotoController(MemorialPhotoService service) {
        this.service = service;
    }

    @Post("/{caseId}/photo")
    HttpResponse<String> importPhoto(@PathVariable String caseId, @Body PhotoImport body) throws Exception {
        try {
            byte[] image = service.importPhoto(caseId, body.url());
            return HttpResponse.ok("received " + image.length + " bytes for plaque proof");
        } catch (DisallowedSourceException e) {
            return HttpResponse.unprocessableEntity().body(e.getMessage());
        } catch (IllegalArgumentException e) {
            return HttpResponse.badRequest("not a valid link");
        }
    }
}
