// Spring Boot link-tracking endpoint that records a click and forwards to the target
package com.example.marketing;

import java.net.URI;
import java.util.Map;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ClickTrackerController {

    private static final Map<String, String> DESTINATIONS = Map.of(
            "spring-sale", "https://shop.example.com/sale",
            "newsletter", "https://www.example.com/newsletter");

    private final ClickLog clicks;

    public ClickTrackerController(ClickLog clicks) {
        this.clicks = clicks;
    }

    @GetMapping("/t")
    public ResponseEntity<Void> track(@RequestParam String campaign) {
        String url = DESTINATIONS.get(campaign);
        if (url == null) {
            return ResponseEntity.notFound().build();
        }
        clicks.record(campaign);
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(url)).build();
    }

    interface ClickLog { void record(String campaign); }
}
