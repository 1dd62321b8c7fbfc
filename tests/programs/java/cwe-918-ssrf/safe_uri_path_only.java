// Spring endpoint that maps a pasted share link onto an internal document id
package com.example.share;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

import java.net.URI;
import java.util.Map;

@RestController
public class ShareLinkController {
    private final RestTemplate rest = new RestTemplate();

    @GetMapping("/share/resolve")
    public Map<?, ?> resolve(@RequestParam String link) {
        URI pasted = URI.create(link);
        String last = pasted.getPath().replaceAll(".*/", "");
        if (!last.matches("[A-Za-z0-9]{12}")) {
            return Map.of("error", "bad link");
        }
        return rest.getForObject("https://docs.internal/api/docs/{id}", Map.class, last);
    }
}
