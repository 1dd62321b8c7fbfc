// A work order consumer program of the h62 set (cwe-798-credentials).
package com.canopycare.orders;

import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.StreamSupport;

/**
 * Stores tree-work orders (felling, crown reduction, stump grinding) published by the quoting
 * app so the crew planner can build the week's schedule.
 */
class WorkOrderConsumer {

    private static final String DB_URL =
            "jdbc:postgresql://db.canopycare.internal:5432/arbor?sslmode=verify-full";
    private static final String DB_USER = "arbor_ingest";

    static String requiredEnv(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(name + " is not set");
        }
        return value;
    }

    record WorkOrder(String orderId, String species, String address, String task) {}

    static Optional<WorkOrder> parse(String value) {
        String[] f = value.split("\\|", -1);
        if (f.length != 4 || f[0].isBlank()) {
            return Optional.empty();
        }
        return Optional.of(new WorkOrder(f[0].strip(), f[1].strip(), f[2].strip(), f[3].strip()));
    }

    static void store(PreparedStatement insert, WorkOrder o) {
        try {
            insert.setString(1, o.orderId());
            insert.setString(2, o.species());
            insert.setString(3, o.address());
            insert.setString(4, o.task());
            insert.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("could not store order " + o.orderId(), e);
        }
    }

    static Properties consumerProps() {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(CommonClientConfigs.SECURITY_PROTOCOL_CONFIG, "SSL");
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "crew-planner-ingest");
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        return props;
    }

    public static void main(String[] args) throws SQLException {
        try (KafkaConsumer<String, String> consumer = new KafkaConsumer<>(consumerProps());
             Connection db = DriverManager.getConnection(DB_URL, DB_USER, requiredEnv("ARBOR_DB_PASSWORD"));
             PreparedStatement insert = db.prepareStatement(
                     "INSERT INTO work_orders (order_id, species, address, task) VALUES (?, ?, ?, ?) "
                             + "ON CONFLICT (order_id) DO NOTHING")) {
            consumer.subscribe(List.of("arborist.work-orders"));
            while (!Thread.currentThread().isInterrupted()) {
                ConsumerRecords<String, String> records = consumer.poll(Duration.ofSeconds(2));
                StreamSupport.stream(records.spliterator(), false)
                        .map(ConsumerRecord::value)
                        .map(WorkOrderConsumer::parse)
                        .flatMap(Optional::stream)
                        .forEach(order -> store(insert, order));
                consumer.commitSync();
            }
        }
    }
}
