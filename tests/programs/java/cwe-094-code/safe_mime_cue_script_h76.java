// A mime troupe stage cue runner program of the h76 set (cwe-094-code).
package org.silentstage.cues;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

class StageRig {
    void spotlight(String position) {
        System.out.println("spotlight -> " + position);
    }

    void music(String track) {
        System.out.println("music -> " + track);
    }

    void curtain(String state) {
        System.out.println("curtain -> " + state);
    }
}

class CueDispatcher {
    private final Map<String, Consumer<String>> handlers = new HashMap<>();
    private final ObjectMapper mapper = new ObjectMapper();

    CueDispatcher(StageRig rig) {
        handlers.put("spotlight", rig::spotlight);
        handlers.put("music", rig::music);
        handlers.put("curtain", rig::curtain);
        handlers.put("sequence", steps -> {
            for (String step : steps.split(";")) {
                String[] parts = step.trim().split(":", 2);
                Consumer<String> single = handlers.get(parts[0]);
                if (single == null || "sequence".equals(parts[0]) || parts.length < 2) {
                    System.err.println("skipping sequence step " + step);
                    continue;
                }
                single.accept(parts[1]);
            }
        });
    }

    void handle(String message) {
        try {
            JsonNode cue = mapper.readTree(message);
            String name = cue.path("cue").asText();
            Consumer<String> handler = handlers.get(name);
            if (handler == null) {
                System.err.println("ignoring unknown cue " + name);
                return;
            }
            handler.accept(cue.path("arg").asText());
        } catch (Exception e) {
            System.err.println("unreadable cue message: " + e.getMessage());
        }
    }
}

class CueRunner {
    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG,
                System.getenv().getOrDefault("KAFKA_BOOTSTRAP", "localhost:9092"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "stage-cue-runner");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "latest");

        CueDispatcher dispatcher = new CueDispatcher(new StageRig());
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("stage.cues"));
            while (!Thread.currentThread().isInterrupted()) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    dispatcher.handle(record.value());
                }
            }
        }
    }
}
