// Unseen set h59: container status
package com.harborline.terminal.events;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Properties;
import java.util.logging.Logger;

enum GateMove { GATE_IN, GATE_OUT, LOADED, DISCHARGED }

record ContainerEvent(String containerNo, String vesselCall, GateMove move, String yardSlot, Instant at) {}

class ContainerStatusGateway {
    private final JdbcTemplate jdbc;

    ContainerStatusGateway(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    int updateLocation(String containerNo, String status, String yardSlot, Instant at) {
        String sql = "UPDATE container_status SET status = ?, yard_slot = ?, updated_at = ? WHERE container_no = ?";
        return jdbc.update(sql, status, yardSlot, Timestamp.from(at), containerNo);
    }
}

class ContainerTrackingService {
    private static final Logger LOG = Logger.getLogger(ContainerTrackingService.class.getName());
    private final ContainerStatusGateway gateway;

    ContainerTrackingService(ContainerStatusGateway gateway) {
        this.gateway = gateway;
    }

    void apply(ContainerEvent event) {
        String status = switch (event.move()) {
            case GATE_IN, DISCHARGED -> "IN_YARD";
            case GATE_OUT -> "DEPARTED_BY_ROAD";
            case LOADED -> "ON_VESSEL";
        };
        boolean leftYard = event.move() == GateMove.LOADED || event.move() == GateMove.GATE_OUT;
        String slot = leftYard ? "" : event.yardSlot();
        int rows = gateway.updateLocation(event.containerNo(), status, slot, event.at());
        if (rows == 0) {
            LOG.warning("unknown container on call " + event.vesselCall());
        }
    }
}

class ContainerEventConsumer {
    private final KafkaConsumer<String, String> consumer;
    private final ContainerTrackingService service;
    private final ObjectMapper mapper = new ObjectMapper().findAndRegisterModules();

    ContainerEventConsumer(KafkaConsumer<String, String> consumer, ContainerTrackingService service) {
        this.consumer = consumer;
        this.service = service;
    }

    void run() throws Exception {
        consumer.subscribe(List.of("terminal.container-moves"));
        while (!Thread.currentThread().isInterrupted()) {
            for (ConsumerRecord<String, String> record : consumer.poll(Duration.ofMillis(500))) {
                ContainerEvent event = mapper.readValue(record.value(), ContainerEvent.class);
                service.apply(event);
            }
            consumer.commitSync();
        }
    }

    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, System.getenv("KAFKA_BOOTSTRAP"));
        props.put(ConsumerConfig.GROUP_ID_CONFIG, "yard-status-writer");
        props.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, "false");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());

        DriverManagerDataSource ds = new DriverManagerDataSource(
                System.getenv("TERMINAL_DB_URL"), System.getenv("TERMINAL_DB_USER"), System.getenv("TERMINAL_DB_PASSWORD"));
        ContainerTrackingService service = new ContainerTrackingService(new ContainerStatusGateway(new JdbcTemplate(ds)));
        new ContainerEventConsumer(new KafkaConsumer<>(props), service).run();
    }
}
