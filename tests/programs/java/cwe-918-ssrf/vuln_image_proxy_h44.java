// Spring endpoint that proxies product images from the static CDN so pages can load them same-origin
package com.acme.storefront.media;

import java.net.URI;

import org.springframework.http.CacheControl;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

@RestController
class ImageProxyController {

    private static final String CDN_PREFIX = "https://cdn.acme-static.net";

    private final RestTemplate restTemplate;

    ImageProxyController(RestTemplate restTemplate) {
        this.restTemplate = restTemplate;
    }

    @GetMapping("/media/proxy")
    ResponseEntity<byte[]> proxy(@RequestParam("src") String src) {
        if (!src.startsWith(CDN_PREFIX)) {
            return ResponseEntity.status(HttpStatus.FORBIDDEN).build();
        }
        try {
            ResponseEntity<byte[]> upstream = restTemplate.getForEntity(URI.create(src), byte[].class);
            MediaType type = upstream.getHeaders().getContentType();
            if (type == null || !"image".equals(type.getType())) {
                return ResponseEntity.status(HttpStatus.BAD_GATEWAY).build();
            }
            return ResponseEntity.ok()
                    .contentType(type)
                    .cacheControl(CacheControl.maxAge(java.time.Duration.ofHours(12)))
                    .body(upstream.getBody());
        } catch (RestClientException | IllegalArgumentException e) {
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).build();
        }
    }
}
