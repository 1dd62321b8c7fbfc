// Unseen set h59: ride webhooks
package io.pedalgrid.partners;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Properties;

record RideCompleted(String rideId, String partnerId, String bikeId, String startDock, String endDock,
                     int durationMinutes, String notifyUrl) {}

record PartnerNotice(String rideId, String bikeId, String endDock, int durationMinutes) {}

class PartnerWebhookClient {
    private final HttpClient http = HttpClient.newBuilder()
            .connectTimeout(Duration.ofSeconds(3))
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final ObjectMapper mapper;

    PartnerWebhookClient(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    int deliver(String callbackUrl, PartnerNotice notice) throws IOException, InterruptedException {
        URI target = URI.create(callbackUrl);
        HttpRequest request = HttpRequest.newBuilder(target)
                .timeout(Duration.ofSeconds(5))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(notice)))
                .build();
        return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}

class PartnerNotificationService {
    private final PartnerWebhookClient client;

    PartnerNotificationService(PartnerWebhookClient client) {
        this.client = client;
    }

    void onRideCompleted(RideCompleted ride) throws IOException, InterruptedException {
        if (ride.notifyUrl() == null || ride.notifyUrl().isBlank()) {
            return;
        }
        PartnerNotice notice = new PartnerNotice(ride.rideId(), ride.bikeId(), ride.endDock(), ride.durationMinutes());
        int status = client.deliver(ride.notifyUrl(), notice);
        if (status >= 300) {
            System.err.printf("partner %s rejected notice for ride %s (%d)%n", ride.partnerId(), ride.rideId(), status);
        }
    }
}

class RideEventsConsumer {
    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "partner-notifier");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());

        ObjectMapper mapper = new ObjectMapper();
        PartnerNotificationService service = new PartnerNotificationService(new PartnerWebhookClient(mapper));
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("rides.completed"));
            while (true) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofSeconds(1))) {
                    service.onRideCompleted(mapper.readValue(record.value(), RideCompleted.class));
                }
            }
        }
    }
}
