// A repair ticket consumer program of the h73 set (cwe-502-deser).
package com.ribbonandkey.bench;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.Base64;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.ConsumerRecords;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;

public class RepairTicketConsumer implements Runnable {

    /** Kiosk firmware serialises this class and sends it base64-encoded as the record value. */
    public static final class RepairTicket implements Serializable {
        private static final long serialVersionUID = 3L;
        public String ticketNo;
        public String customerName;
        public String model;          // e.g. "Olympia SM3"
        public String complaint;
        public LocalDate droppedOff;
    }

    private final KafkaConsumer<String, String> consumer;
    private final BlockingQueue<RepairTicket> benchQueue = new LinkedBlockingQueue<>();
    private volatile boolean running = true;

    public RepairTicketConsumer(String bootstrap) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "bench-scheduler");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        this.consumer = new KafkaConsumer<>(props);
    }

    public static void main(String[] args) {
        String bootstrap = args.length > 0 ? args[0] : "kafka.ribbonandkey.internal:9092";
        RepairTicketConsumer worker = new RepairTicketConsumer(bootstrap);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> worker.running = false));
        worker.run();
    }

    @Override
    public void run() {
        consumer.subscribe(List.of("kiosk.repair-tickets"));
        try {
            while (running) {
                ConsumerRecords<String, String> records = consumer.poll(Duration.ofSeconds(2));
                for (ConsumerRecord<String, String> rec : records) {
                    try {
                        RepairTicket ticket = decode(rec.value());
                        benchQueue.put(ticket);
                        System.out.printf("queued %s (%s) from kiosk %s%n",
                                ticket.ticketNo, ticket.model, rec.key());
                    } catch (IOException | ClassNotFoundException | ClassCastException e) {
                        System.err.printf("dropping record at offset %d: %s%n", rec.offset(), e);
                    }
                }
                consumer.commitSync();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            consumer.close();
        }
    }

    static RepairTicket decode(String value) throws IOException, ClassNotFoundException {
        String compact = value.strip().replace("\n", "").replace("\r", "");
        byte[] bytes = Base64.getMimeDecoder().decode(compact.getBytes(StandardCharsets.US_ASCII));
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            Object obj = in.readObject();
            return (RepairTicket) obj;
        }
    }
}
