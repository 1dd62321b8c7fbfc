// Spring Boot endpoint that fetches a product thumbnail from the media service by id
package com.example.preview;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class LinkPreviewController {

    private static final String MEDIA_BASE = "https://media.internal.example.com/thumbnails/";

    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/preview")
    public ResponseEntity<byte[]> preview(@RequestParam("productId") String productId) {
        long id = Long.parseLong(productId);
        byte[] image = rest.getForObject(MEDIA_BASE + id + ".png", byte[].class);
        if (image == null) {
            return ResponseEntity.noContent().build();
        }
        return ResponseEntity.ok().header("Content-Type", "image/png").body(image);
    }
}
