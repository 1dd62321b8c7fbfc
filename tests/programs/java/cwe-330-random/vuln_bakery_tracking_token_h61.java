// A bakery tracking token program of the h61 set (cwe-330-random).
package com.crumbandco.tracking;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.SQSEvent;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;

/** Customers get a private link to follow their celebration-cake order; the link carries a tracking token. */
record CakeOrder(String orderNo, String customerEmail, String cake, String pickupDay) {}

interface TokenGenerator {
    String next();
}

final class RandomTokenGenerator implements TokenGenerator {
    private final Random random = new Random();

    @Override
    public String next() {
        return Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong());
    }
}

interface TrackingLinkStore {
    void save(String token, String orderNo, Instant expiresAt);

    Optional<String> orderFor(String token);
}

final class InMemoryTrackingLinkStore implements TrackingLinkStore {
    private record Entry(String orderNo, Instant expiresAt) {}

    private final Map<String, Entry> entries = new ConcurrentHashMap<>();

    @Override
    public void save(String token, String orderNo, Instant expiresAt) {
        entries.put(token, new Entry(orderNo, expiresAt));
    }

    @Override
    public Optional<String> orderFor(String token) {
        Entry entry = entries.get(token);
        return entry == null || entry.expiresAt().isBefore(Instant.now()) ? Optional.empty() : Optional.of(entry.orderNo());
    }
}

final class TrackingLinkService {
    private static final String BASE = "https://orders.crumbandco.com/track/";
    private final TokenGenerator tokens;
    private final TrackingLinkStore store;

    TrackingLinkService(TokenGenerator tokens, TrackingLinkStore store) {
        this.tokens = tokens;
        this.store = store;
    }

    String linkFor(CakeOrder order) {
        String token = tokens.next();
        store.save(token, order.orderNo(), Instant.now().plus(Duration.ofDays(21)));
        return BASE + token;
    }
}

class OrderConfirmationHandler implements RequestHandler<SQSEvent, Void> {
    private final ObjectMapper mapper = new ObjectMapper();
    private final TrackingLinkService links = new TrackingLinkService(new RandomTokenGenerator(), new InMemoryTrackingLinkStore());

    @Override
    public Void handleRequest(SQSEvent event, Context context) {
        for (SQSEvent.SQSMessage message : event.getRecords()) {
            try {
                CakeOrder order = mapper.readValue(message.getBody(), CakeOrder.class);
                String link = links.linkFor(order);
                context.getLogger().log("confirmation for order " + order.orderNo() + " will include its tracking link");
                sendConfirmation(order, link);
            } catch (IOException e) {
                context.getLogger().log("unreadable order message " + message.getMessageId());
            }
        }
        return null;
    }

    private void sendConfirmation(CakeOrder order, String link) {
        // hands over to the mail relay; the link is only ever sent to the customer's address
        System.out.println("mail to " + order.customerEmail() + ": your " + order.cake() + " - follow it at " + link);
    }
}
