// A wholesale dough planner program of the h74 set (cwe-089-sql).
package de.brezelhaus.planning;

import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.sql.DataSource;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

import jakarta.annotation.PostConstruct;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;

record WholesaleOrder(String storeCode, String product, int dozens, LocalDate bakeDate, String note) {}

@Component
class DoughPlanConsumer {

    private static final Logger LOG = Logger.getLogger(DoughPlanConsumer.class.getName());

    private final BlockingQueue<WholesaleOrder> pending = new LinkedBlockingQueue<>(5_000);
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule());
    private final DataSource dataSource;

    DoughPlanConsumer(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    @KafkaListener(topics = "wholesale-orders", groupId = "dough-planner")
    void onOrder(String payload) throws Exception {
        WholesaleOrder order = mapper.readValue(payload, WholesaleOrder.class);
        if (order.dozens() <= 0 || order.dozens() > 400) {
            LOG.warning("ignoring order with odd quantity from " + order.storeCode());
            return;
        }
        pending.put(order);
    }

    @PostConstruct
    void startWriters() {
        for (int i = 0; i < 3; i++) {
            Thread.ofPlatform().daemon().name("dough-writer-" + i).start(this::drain);
        }
    }

    private void drain() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                book(pending.take());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (SQLException e) {
                LOG.log(Level.SEVERE, "could not book order", e);
            }
        }
    }

    private void book(WholesaleOrder o) throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement st = c.prepareStatement(
                     "INSERT INTO dough_plan (store_code, product, dozens, bake_date, note) VALUES (?, ?, ?, ?, ?)")) {
            st.setString(1, o.storeCode());
            st.setString(2, o.product());
            st.setInt(3, o.dozens());
            st.setDate(4, Date.valueOf(o.bakeDate()));
            st.setString(5, o.note());
            st.executeUpdate();
        }
    }
}
