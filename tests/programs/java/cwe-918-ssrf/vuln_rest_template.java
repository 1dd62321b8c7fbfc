// Spring Boot endpoint that fetches a remote image URL to build a link preview
package com.example.preview;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

@RestController
public class LinkPreviewController {

    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/preview")
    public ResponseEntity<byte[]> preview(@RequestParam("src") String src) {
        byte[] image = rest.getForObject(src, byte[].class);
        if (image == null) {
            return ResponseEntity.noContent().build();
        }
        return ResponseEntity.ok().header("Content-Type", "image/png").body(image);
    }
}
