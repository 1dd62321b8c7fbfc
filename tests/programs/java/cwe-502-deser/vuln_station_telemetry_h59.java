// Unseen set h59: station telemetry
package net.ridgeweather.telemetry;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.DoubleAdder;

abstract class SensorReading {
    public String stationId;
    public String observedAt;
}

class WindReading extends SensorReading {
    public double speedMs;
    public int directionDeg;
}

class RainReading extends SensorReading {
    public double millimetres;
}

class TelemetryMapperFactory {
    static ObjectMapper create() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                ObjectMapper.DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY);
        return mapper;
    }
}

class RainfallAccumulator {
    private final Map<String, DoubleAdder> totals = new ConcurrentHashMap<>();

    void accept(SensorReading reading) {
        if (reading instanceof RainReading rain && rain.millimetres >= 0) {
            totals.computeIfAbsent(rain.stationId, k -> new DoubleAdder()).add(rain.millimetres);
        } else if (reading instanceof WindReading wind && wind.speedMs > 32.6) {
            System.out.printf("hurricane-force gust at %s (%s)%n", wind.stationId, wind.observedAt);
        }
    }

    double total(String stationId) {
        DoubleAdder adder = totals.get(stationId);
        return adder == null ? 0 : adder.sum();
    }
}

class TelemetryConsumer {
    private final ObjectMapper mapper;
    private final RainfallAccumulator accumulator;

    TelemetryConsumer(ObjectMapper mapper, RainfallAccumulator accumulator) {
        this.mapper = mapper;
        this.accumulator = accumulator;
    }

    void consume(KafkaConsumer<String, String> consumer) throws Exception {
        consumer.subscribe(List.of("stations.telemetry"));
        while (true) {
            for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(250))) {
                SensorReading reading = mapper.readValue(record.value(), SensorReading.class);
                accumulator.accept(reading);
            }
        }
    }

    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "rainfall-accumulator");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        new TelemetryConsumer(TelemetryMapperFactory.create(), new RainfallAccumulator())
                .consume(new KafkaConsumer<>(props));
    }
}
