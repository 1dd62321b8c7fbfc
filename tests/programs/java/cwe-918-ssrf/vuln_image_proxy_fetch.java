// Spring controller that proxies remote product images so they can be served from the shop domain
package com.acme.shop.media;

import java.net.URI;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClientException;
import org.springframework.web.client.RestTemplate;

@RestController
public class ImageProxyController {

    private final RestTemplate rest;

    public ImageProxyController(RestTemplate rest) {
        this.rest = rest;
    }

    static URI acceptable(String url) {
        if (url == null || url.length() > 2048 || !url.startsWith("https://")) {
            return null;
        }
        try {
            return URI.create(url);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    @GetMapping("/media/proxy")
    public ResponseEntity<byte[]> proxy(@RequestParam("src") String src) {
        URI target = acceptable(src);
        if (target == null) {
            return ResponseEntity.status(HttpStatus.BAD_REQUEST).build();
        }
        try {
            byte[] body = rest.getForObject(target, byte[].class);
            return ResponseEntity.ok().contentType(MediaType.IMAGE_JPEG).body(body);
        } catch (RestClientException e) {
            return ResponseEntity.status(HttpStatus.BAD_GATEWAY).build();
        }
    }
}
