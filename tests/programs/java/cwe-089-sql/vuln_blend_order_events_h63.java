// A blend order events program of the h63 set (cwe-089-sql).
package com.kettlehouse.inventory;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import javax.sql.DataSource;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Repository;

class BlendOrderEvent {
    private String orderId;
    private String teaRoom;
    private String blendCode;
    private int grams;

    public String getOrderId() { return orderId; }
    public void setOrderId(String orderId) { this.orderId = orderId; }
    public String getTeaRoom() { return teaRoom; }
    public void setTeaRoom(String teaRoom) { this.teaRoom = teaRoom; }
    public String getBlendCode() { return blendCode; }
    public void setBlendCode(String blendCode) { this.blendCode = blendCode; }
    public int getGrams() { return grams; }
    public void setGrams(int grams) { this.grams = grams; }
}

interface OrderSubscriber {
    void onOrder(BlendOrderEvent event);
}

@Component
class OrderEventBus {
    private final List<OrderSubscriber> subscribers;

    OrderEventBus(List<OrderSubscriber> subscribers) { this.subscribers = subscribers; }

    void publish(BlendOrderEvent event) {
        for (OrderSubscriber subscriber : subscribers) {
            subscriber.onOrder(event);
        }
    }
}

@Repository
class LeafStockRepository {
    private final DataSource dataSource;

    LeafStockRepository(DataSource dataSource) { this.dataSource = dataSource; }

    void deduct(String blendCode, int grams) {
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement()) {
            statement.executeUpdate("UPDATE leaf_stock SET grams_on_hand = grams_on_hand - " + grams
                    + " WHERE blend_code = '" + blendCode + "'");
        } catch (SQLException ex) {
            throw new IllegalStateException("leaf stock update failed", ex);
        }
    }
}

@Component
class LeafStockSubscriber implements OrderSubscriber {
    private final LeafStockRepository repository;

    LeafStockSubscriber(LeafStockRepository repository) { this.repository = repository; }

    @Override
    public void onOrder(BlendOrderEvent event) {
        if (event.getGrams() <= 0 || event.getBlendCode() == null) {
            return;
        }
        repository.deduct(event.getBlendCode(), event.getGrams());
    }
}

@Component
class TeaOrderConsumer {
    private final ObjectMapper mapper;
    private final OrderEventBus bus;

    TeaOrderConsumer(ObjectMapper mapper, OrderEventBus bus) {
        this.mapper = mapper;
        this.bus = bus;
    }

    @KafkaListener(topics = "teahouse.orders", groupId = "leaf-stock")
    void consume(String payload) throws JsonProcessingException {
        BlendOrderEvent event = mapper.readValue(payload, BlendOrderEvent.class);
        bus.publish(event);
    }
}
