// Endpoint and queue consumer that ingest pickup batches uploaded by a waste collection fleet's handheld devices
package com.wasteco.fleet;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

class PickupStop implements Serializable {
    String binId;
    double weightKg;
}

class PickupBatch implements Serializable {
    String truckId;
    ArrayList<PickupStop> stops = new ArrayList<>();
}

@Component
class PickupBatchConsumer {
    final BlockingQueue<byte[]> inbox = new LinkedBlockingQueue<>();

    PickupBatch decode(byte[] payload) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            return (PickupBatch) in.readObject();
        }
    }

    void drainOnce() throws InterruptedException {
        byte[] payload = inbox.take();
        try {
            PickupBatch batch = decode(payload);
            double total = batch.stops.stream().mapToDouble(s -> s.weightKg).sum();
            System.out.printf("truck %s: %d stops, %.1f kg%n", batch.truckId, batch.stops.size(), total);
        } catch (IOException | ClassNotFoundException | ClassCastException e) {
            System.err.println("dropping malformed batch: " + e);
        }
    }
}

@RestController
class DeviceSyncController {
    private final PickupBatchConsumer consumer;

    DeviceSyncController(PickupBatchConsumer consumer) {
        this.consumer = consumer;
    }

    @PostMapping(value = "/devices/sync", consumes = "application/x-java-serialized-object")
    ResponseEntity<Void> sync(@RequestBody byte[] body) {
        boolean queued = body.length > 0 && consumer.inbox.offer(body);
        return queued ? ResponseEntity.accepted().build() : ResponseEntity.badRequest().build();
    }
}
