// Spring Boot webhook receiver that parses event payloads with Jackson
package com.example.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.Map;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookController {

    public record Event(String type, String id, Map<String, String> attributes) {}

    private final ObjectMapper mapper = new ObjectMapper();

    @PostMapping("/webhooks/events")
    public ResponseEntity<String> receive(@RequestBody String payload) throws IOException {
        Event event = mapper.readValue(payload, Event.class);
        return ResponseEntity.accepted().body(event.type());
    }
}
