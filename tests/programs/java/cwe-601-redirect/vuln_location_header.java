// Spring Boot link-tracking endpoint that records a click and forwards to the target
package com.example.marketing;

import java.net.URI;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class ClickTrackerController {

    private final ClickLog clicks;

    public ClickTrackerController(ClickLog clicks) {
        this.clicks = clicks;
    }

    @GetMapping("/t")
    public ResponseEntity<Void> track(@RequestParam String campaign, @RequestParam String url) {
        clicks.record(campaign);
        return ResponseEntity.status(HttpStatus.FOUND).location(URI.create(url)).build();
    }

    interface ClickLog { void record(String campaign); }
}
