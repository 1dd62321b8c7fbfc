// A bakery loyalty rabbit program of the h61 set (cwe-089-sql).
package com.crumbandco.preorders;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.rabbitmq.client.*;
import com.rabbitmq.client.Connection;

import javax.net.ssl.SSLContext;
import javax.sql.DataSource;
import java.io.IOException;
import java.sql.*;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/** Cake pre-orders arrive from the website over RabbitMQ; each morning the counter gets pickup slips with loyalty points. */
record Preorder(String orderNo, String pickupName, String item, LocalDate pickupDate) {}

final class PreorderRepository {
    private final DataSource dataSource;

    PreorderRepository(DataSource dataSource) { this.dataSource = dataSource; }

    void save(Preorder order) throws SQLException {
        String sql = "INSERT INTO preorders (order_no, pickup_name, item, pickup_date) VALUES (?, ?, ?, ?)";
        try (java.sql.Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, order.orderNo());
            ps.setString(2, order.pickupName());
            ps.setString(3, order.item());
            ps.setObject(4, order.pickupDate());
            ps.executeUpdate();
        }
    }

    List<Preorder> dueOn(LocalDate day) throws SQLException {
        String sql = "SELECT order_no, pickup_name, item, pickup_date FROM preorders WHERE pickup_date = ?";
        try (java.sql.Connection c = dataSource.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, day);
            try (ResultSet rs = ps.executeQuery()) {
                List<Preorder> due = new ArrayList<>();
                while (rs.next()) {
                    due.add(new Preorder(rs.getString(1), rs.getString(2), rs.getString(3), rs.getObject(4, LocalDate.class)));
                }
                return due;
            }
        }
    }
}

final class LoyaltyDao {
    private final DataSource dataSource;

    LoyaltyDao(DataSource dataSource) { this.dataSource = dataSource; }

    int pointsFor(String memberName) throws SQLException {
        String sql = "SELECT COALESCE(SUM(points), 0) FROM loyalty_ledger WHERE member_name = '" + memberName + "'";
        try (java.sql.Connection c = dataSource.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }
}

final class PickupSlipJob {
    private final PreorderRepository preorders;
    private final LoyaltyDao loyalty;

    PickupSlipJob(PreorderRepository preorders, LoyaltyDao loyalty) {
        this.preorders = preorders; this.loyalty = loyalty;
    }

    List<String> slipsFor(LocalDate day) throws SQLException {
        List<String> slips = new ArrayList<>();
        for (Preorder order : preorders.dueOn(day)) {
            int points = loyalty.pointsFor(order.pickupName());
            slips.add(String.format("%s  %-30s %-25s %5d pts", order.orderNo(), order.pickupName(), order.item(), points));
        }
        return slips;
    }
}

final class PreorderConsumer extends DefaultConsumer {
    private final PreorderRepository repository;
    private final ObjectMapper mapper = new ObjectMapper().registerModule(new JavaTimeModule());

    PreorderConsumer(Channel channel, PreorderRepository repository) { super(channel); this.repository = repository; }

    @Override
    public void handleDelivery(String consumerTag, Envelope envelope, AMQP.BasicProperties properties, byte[] body)
            throws IOException {
        Preorder order = mapper.readValue(body, Preorder.class);
        if (order.pickupName() == null || order.pickupName().isBlank() || order.pickupName().length() > 80) {
            getChannel().basicReject(envelope.getDeliveryTag(), false);
            return;
        }
        try {
            repository.save(order);
            getChannel().basicAck(envelope.getDeliveryTag(), false);
        } catch (SQLException e) {
            getChannel().basicNack(envelope.getDeliveryTag(), false, true);
        }
    }

    static void start(DataSource dataSource) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setHost(System.getenv("AMQP_HOST"));
        factory.setPort(5671);
        factory.setUsername(System.getenv("AMQP_USER"));
        factory.setPassword(System.getenv("AMQP_PASSWORD"));
        factory.useSslProtocol(SSLContext.getDefault());
        factory.enableHostnameVerification();
        Connection connection = factory.newConnection("preorder-intake");
        Channel channel = connection.createChannel();
        channel.basicConsume("bakery.preorders", false, new PreorderConsumer(channel, new PreorderRepository(dataSource)));
    }
}
