// Spring endpoint that fetches a remote image to build a thumbnail
package com.example.thumbs;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;

@RestController
public class ThumbnailController {
    @GetMapping("/thumb")
    public byte[] thumb(@RequestParam String src) throws Exception {
        HttpURLConnection conn = (HttpURLConnection) URI.create(src).toURL().openConnection();
        conn.setConnectTimeout(3000);
        try (InputStream in = conn.getInputStream()) {
            return in.readAllBytes();
        }
    }
}
