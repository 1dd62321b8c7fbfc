// Spring service and endpoint that render image thumbnails with ImageMagick in the background.
package com.acme.media;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class ThumbnailController {
    private final ThumbnailService service;

    ThumbnailController(ThumbnailService service) {
        this.service = service;
    }

    @PostMapping("/media/thumbnails")
    public ResponseEntity<String> create(@RequestBody ThumbnailRequest request) {
        service.renderAsync(request).thenAccept(code -> System.out.println("thumbnail exit=" + code));
        return ResponseEntity.accepted().body("queued");
    }
}

record ThumbnailRequest(String image, String size) {}

@Service
class ThumbnailService {
    private static final String MEDIA_DIR = "/srv/media/";
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    CompletableFuture<Integer> renderAsync(ThumbnailRequest request) {
        return CompletableFuture.supplyAsync(() -> render(request.image(), request.size()), pool);
    }

    private int render(String image, String size) {
        String source = MEDIA_DIR + image;
        String target = MEDIA_DIR + "thumbs/" + size + "_" + image;
        String cmd = String.format("convert %s -resize %s %s", source, size, target);
        try {
            Process p = new ProcessBuilder("/bin/sh", "-c", cmd).inheritIO().start();
            return p.waitFor();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -2;
        }
    }
}
