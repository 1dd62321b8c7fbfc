// A fleece mill program of the h69 set (cwe-798-credentials).
package com.highmeadowalpacas.shearing;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record FleeceLot(String lotId, String animal, String grade, double micron, double weightKg) {}

@Component
class PendingLots {
    final Map<String, FleeceLot> byId = new ConcurrentHashMap<>();
}

@RestController
class ShearingDayController {
    private final PendingLots pending;

    ShearingDayController(PendingLots pending) {
        this.pending = pending;
    }

    @PutMapping("/shearing/lots/{lotId}")
    FleeceLot grade(@PathVariable String lotId, @RequestBody FleeceLot lot) {
        FleeceLot stored = new FleeceLot(lotId, lot.animal(), lot.grade(), lot.micron(), lot.weightKg());
        pending.byId.put(lotId, stored);
        return stored;
    }
}

@Component
class MillIntakeClient {
    private static final Logger log = LoggerFactory.getLogger(MillIntakeClient.class);

    private final PendingLots pending;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newHttpClient();
    private final URI intake;
    private final String authHeader;

    MillIntakeClient(PendingLots pending, ObjectMapper json,
                     @Value("${mill.intake-url:https://intake.valleyfibremill.co.uk/api/lots}") String url,
                     @Value("${mill.username:highmeadow}") String username,
                     @Value("${mill.password}") String password) {
        this.pending = pending;
        this.json = json;
        this.intake = URI.create(url);
        String token = username + ":" + password;
        this.authHeader = "Basic " + Base64.getEncoder().encodeToString(token.getBytes(StandardCharsets.UTF_8));
    }

    @Scheduled(fixedDelay = 300_000)
    void sendPending() {
        for (FleeceLot lot : pending.byId.values()) {
            try {
                HttpRequest req = HttpRequest.newBuilder(intake)
                        .header("Authorization", authHeader)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(lot)))
                        .build();
                HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
                if (res.statusCode() == 201 || res.statusCode() == 409) {
                    pending.byId.remove(lot.lotId(), lot);
                } else {
                    log.warn("mill refused lot {}: {}", lot.lotId(), res.statusCode());
                }
            } catch (Exception e) {
                log.error("could not send lot {}", lot.lotId(), e);
            }
        }
    }
}
