// Spring Boot webhook receiver that parses arbitrary event payloads with Jackson
package com.example.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import java.io.IOException;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class WebhookController {

    private final ObjectMapper mapper = new ObjectMapper();

    public WebhookController() {
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL);
    }

    @PostMapping("/webhooks/events")
    public ResponseEntity<String> receive(@RequestBody String payload) throws IOException {
        Object event = mapper.readValue(payload, Object.class);
        return ResponseEntity.accepted().body(event.getClass().getSimpleName());
    }
}
