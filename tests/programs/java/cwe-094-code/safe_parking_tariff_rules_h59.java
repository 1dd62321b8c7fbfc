// Unseen set h59: parking tariff rules
package city.parkwise.tariffs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.Expression;
import org.springframework.expression.ExpressionParser;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

enum MessageKind { TARIFF_RULE, SESSION_ENDED }

class ParkingSession {
    private final String zoneId;
    private final long minutes;
    private final boolean electricVehicle;

    ParkingSession(String zoneId, long minutes, boolean electricVehicle) {
        this.zoneId = zoneId;
        this.minutes = minutes;
        this.electricVehicle = electricVehicle;
    }

    public String getZoneId() { return zoneId; }
    public long getMinutes() { return minutes; }
    public boolean isElectricVehicle() { return electricVehicle; }
}

/** Holds the fee formula published by each zone operator, e.g. "minutes > 120 ? 6.50 : minutes * 0.05". */
class TariffRegistry {
    private final ExpressionParser parser = new SpelExpressionParser();
    private final Map<String, Expression> rules = new ConcurrentHashMap<>();

    void register(String zoneId, String formula) {
        rules.put(zoneId, parser.parseExpression(formula));
    }

    BigDecimal feeFor(ParkingSession session) {
        Expression rule = rules.get(session.getZoneId());
        if (rule == null) {
            throw new IllegalStateException("no tariff for zone " + session.getZoneId());
        }
        EvaluationContext context = SimpleEvaluationContext.forReadOnlyDataBinding()
                .withRootObject(session)
                .build();
        BigDecimal fee = rule.getValue(context, BigDecimal.class);
        return fee == null ? BigDecimal.ZERO : fee.setScale(2, RoundingMode.HALF_UP);
    }
}

class TariffEventsConsumer {
    private final TariffRegistry registry;
    private final ObjectMapper mapper = new ObjectMapper();

    TariffEventsConsumer(TariffRegistry registry) {
        this.registry = registry;
    }

    void handle(String payload) throws Exception {
        JsonNode msg = mapper.readTree(payload);
        switch (MessageKind.valueOf(msg.path("kind").asText())) {
            case TARIFF_RULE -> registry.register(msg.path("zoneId").asText(), msg.path("formula").asText());
            case SESSION_ENDED -> {
                ParkingSession session = new ParkingSession(msg.path("zoneId").asText(),
                        msg.path("minutes").asLong(), msg.path("ev").asBoolean());
                System.out.printf("session %s fee %s%n", msg.path("sessionId").asText(), registry.feeFor(session));
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "tariff-engine");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        TariffEventsConsumer app = new TariffEventsConsumer(new TariffRegistry());
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("parking.tariffs", "parking.sessions"));
            while (true) {
                for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                    app.handle(record.value());
                }
            }
        }
    }
}
