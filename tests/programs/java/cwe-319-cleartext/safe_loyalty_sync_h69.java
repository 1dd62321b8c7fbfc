// A loyalty sync program of the h69 set (cwe-319-cleartext).
package com.bubblebarnlaundry.kiosk;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

record TopUp(String cardNumber, String email, long amountCents, String kioskId, Instant at) {}

@Component
class TopUpOutbox {
    private final Queue<TopUp> queue = new ConcurrentLinkedQueue<>();

    void add(TopUp t) {
        queue.add(t);
    }

    List<TopUp> take(int max) {
        List<TopUp> batch = new ArrayList<>();
        TopUp t;
        while (batch.size() < max && (t = queue.poll()) != null) {
            batch.add(t);
        }
        return batch;
    }
}

@RestController
class KioskTopUpController {
    private final TopUpOutbox outbox;

    KioskTopUpController(TopUpOutbox outbox) {
        this.outbox = outbox;
    }

    @PostMapping("/kiosk/topups")
    ResponseEntity<Void> submit(@RequestBody TopUp topUp) {
        outbox.add(new TopUp(topUp.cardNumber(), topUp.email(), topUp.amountCents(), topUp.kioskId(), Instant.now()));
        return ResponseEntity.accepted().build();
    }
}

@Component
class RewardsSyncJob {
    private static final Logger log = LoggerFactory.getLogger(RewardsSyncJob.class);

    private final TopUpOutbox outbox;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newHttpClient();
    private final URI endpoint;

    RewardsSyncJob(TopUpOutbox outbox, ObjectMapper json) {
        this.outbox = outbox;
        this.json = json;
        this.endpoint = URI.create("https://partners.sudsrewards.net/api/v2/bubblebarn/topups");
    }

    @Scheduled(fixedDelay = 30_000)
    void push() {
        List<TopUp> batch = outbox.take(100);
        if (batch.isEmpty()) {
            return;
        }
        try {
            HttpRequest req = HttpRequest.newBuilder(endpoint)
                    .header("Content-Type", "application/json")
                    .header("X-Partner", "bubblebarn")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(json.writeValueAsBytes(batch)))
                    .build();
            HttpResponse<Void> res = http.send(req, HttpResponse.BodyHandlers.discarding());
            if (res.statusCode() >= 300) {
                log.warn("rewards partner rejected batch of {} with {}", batch.size(), res.statusCode());
                batch.forEach(outbox::add);
            }
        } catch (Exception e) {
            log.error("rewards sync failed, requeueing {}", batch.size(), e);
            batch.forEach(outbox::add);
        }
    }
}
