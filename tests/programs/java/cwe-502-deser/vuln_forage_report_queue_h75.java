// A mushroom forager find report queue consumer program of the h75 set (cwe-502-deser).
package com.mycelmap.ingest;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.errors.WakeupException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class ForageReportConsumer {

    private static final Logger LOG = LoggerFactory.getLogger(ForageReportConsumer.class);
    private static final String TOPIC = "forage.reports";

    record ForageReport(String forager, String species, double lat, double lon, int grams) implements Serializable {}

    static final class ReportFormatException extends Exception {
        ReportFormatException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static ForageReport decode(byte[] payload) throws ReportFormatException {
        if (payload == null || payload.length == 0) {
            throw new ReportFormatException("empty payload", null);
        }
        ForageReport report;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(payload))) {
            Object value = in.readObject();
            if (!(value instanceof ForageReport decoded)) {
                throw new ReportFormatException("payload is not a forage report", null);
            }
            report = decoded;
        } catch (IOException | ClassNotFoundException e) {
            throw new ReportFormatException("payload is not a forage report", e);
        }
        if (report.species() == null || report.species().isBlank()) {
            throw new ReportFormatException("report has no species", null);
        }
        if (Math.abs(report.lat()) > 90 || Math.abs(report.lon()) > 180 || report.grams() <= 0) {
            throw new ReportFormatException("report has impossible location or weight", null);
        }
        return report;
    }

    public static void main(String[] args) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG,
                System.getenv().getOrDefault("KAFKA_BOOTSTRAP", "kafka.mycelmap.internal:9092"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "forage-report-ingest");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, ByteArrayDeserializer.class.getName());
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");

        Map<String, Integer> gramsBySpecies = new TreeMap<>();
        KafkaConsumer<String, byte[]> consumer = new KafkaConsumer<>(props);
        Runtime.getRuntime().addShutdownHook(new Thread(consumer::wakeup));
        try {
            consumer.subscribe(List.of(TOPIC));
            while (true) {
                ConsumerRecords<String, byte[]> records = consumer.poll(Duration.ofSeconds(1));
                for (ConsumerRecord<String, byte[]> record : records) {
                    ForageReport report;
                    try {
                        report = decode(record.value());
                    } catch (ReportFormatException e) {
                        LOG.warn("skipping record {}-{}@{}: {}", TOPIC, record.partition(), record.offset(), e.getMessage());
                        continue;
                    }
                    gramsBySpecies.merge(report.species(), report.grams(), Integer::sum);
                    LOG.info("{} found {} g of {}", report.forager(), report.grams(), report.species());
                }
                if (!records.isEmpty()) {
                    consumer.commitSync();
                }
            }
        } catch (WakeupException e) {
            LOG.info("consumer woken up for shutdown");
        } finally {
            consumer.close();
            LOG.info("season totals: {}", gramsBySpecies);
        }
    }
}
