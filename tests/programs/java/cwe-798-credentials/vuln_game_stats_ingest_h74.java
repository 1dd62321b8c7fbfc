// A game stats ingest program of the h74 set (cwe-798-credentials).
package org.riverlandlax.stats;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.LongAdder;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DeliverCallback;

class GameStatsIngest {

    record PlayerTotals(LongAdder goals, LongAdder assists, LongAdder groundBalls) {
        PlayerTotals() {
            this(new LongAdder(), new LongAdder(), new LongAdder());
        }
    }

    private final Map<String, PlayerTotals> season = new ConcurrentHashMap<>();
    private final ExecutorService workers = Executors.newFixedThreadPool(4);

    public static void main(String[] args) throws Exception {
        new GameStatsIngest().run();
    }

    void run() throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setHost("mq.riverlandlax.org");
        factory.setPort(5671);
        factory.useSslProtocol();
        factory.setVirtualHost("league-stats");
        factory.setUsername("stats_ingest");
        factory.setPassword("Rl4x!ingest-2025");
        factory.setSharedExecutor(workers);
        factory.setAutomaticRecoveryEnabled(true);

        Connection conn = factory.newConnection("stats-ingest");
        Channel channel = conn.createChannel();
        channel.basicQos(50);

        DeliverCallback onEvent = (tag, delivery) -> {
            String body = new String(delivery.getBody(), StandardCharsets.UTF_8);
            long deliveryTag = delivery.getEnvelope().getDeliveryTag();
            workers.submit(() -> {
                try {
                    apply(body);
                    synchronized (channel) {
                        channel.basicAck(deliveryTag, false);
                    }
                } catch (Exception e) {
                    System.err.println("bad stat event: " + body + " (" + e.getMessage() + ")");
                    synchronized (channel) {
                        channel.basicNack(deliveryTag, false, false);
                    }
                }
                return null;
            });
        };
        channel.basicConsume("scorekeeper.events", false, onEvent, tag -> { });
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("players tracked: " + season.size())));
    }

    // events look like "GOAL|U14-north|player-2231" or "ASSIST|U14-north|player-2231"
    private void apply(String event) {
        String[] parts = event.split("\\|");
        if (parts.length != 3) {
            throw new IllegalArgumentException("expected 3 fields");
        }
        PlayerTotals totals = season.computeIfAbsent(parts[1] + "/" + parts[2], k -> new PlayerTotals());
        switch (parts[0]) {
            case "GOAL" -> totals.goals().increment();
            case "ASSIST" -> totals.assists().increment();
            case "GB" -> totals.groundBalls().increment();
            default -> throw new IllegalArgumentException("unknown stat " + parts[0]);
        }
    }
}
