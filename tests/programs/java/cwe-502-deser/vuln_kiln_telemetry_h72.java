// A kiln telemetry program of the h72 set (cwe-502-deser).
package com.bineridgehops.kiln;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serial;
import java.io.Serializable;
import java.time.Duration;
import java.util.List;
import java.util.Properties;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;

public class KilnTelemetryConsumer {

    public static final class KilnReading implements Serializable {
        @Serial
        private static final long serialVersionUID = 3L;
        final String kilnId;
        final double airTempC;
        final double bedMoisturePct;
        final long takenAtMillis;

        public KilnReading(String kilnId, double airTempC, double bedMoisturePct, long takenAtMillis) {
            this.kilnId = kilnId;
            this.airTempC = airTempC;
            this.bedMoisturePct = bedMoisturePct;
            this.takenAtMillis = takenAtMillis;
        }
    }

    interface PayloadCodec<T> {
        T decode(byte[] bytes) throws IOException;
    }

    // the sensor gateways are old Java boxes that publish serialized readings
    static final class SerialCodec<T extends Serializable> implements PayloadCodec<T> {
        private final Class<T> type;

        SerialCodec(Class<T> type) {
            this.type = type;
        }

        @Override
        public T decode(byte[] bytes) throws IOException {
            try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
                return type.cast(in.readObject());
            } catch (ClassNotFoundException | ClassCastException e) {
                throw new IOException("unexpected payload", e);
            }
        }
    }

    interface ReadingSink {
        void accept(KilnReading reading);
    }

    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv().getOrDefault("KAFKA_BROKERS", "kafka-1.bineridge.internal:9092"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "kiln-alerts");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());

        PayloadCodec<KilnReading> codec = new SerialCodec<>(KilnReading.class);
        ReadingSink alerts = r -> {
            if (r.airTempC > 65.0 || r.bedMoisturePct < 8.0) {
                System.out.printf("ALERT kiln %s: %.1f C, %.1f%% moisture%n", r.kilnId, r.airTempC, r.bedMoisturePct);
            }
        };

        try (KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(props)) {
            consumer.subscribe(List.of("oast.kiln-telemetry"));
            while (!Thread.currentThread().isInterrupted()) {
                for (ConsumerRecord<String, byte[]> rec : consumer.poll(Duration.ofSeconds(2))) {
                    try {
                        alerts.accept(codec.decode(rec.value()));
                    } catch (IOException e) {
                        System.err.println("skipping offset " + rec.offset() + ": " + e.getMessage());
                    }
                }
            }
        }
    }
}
