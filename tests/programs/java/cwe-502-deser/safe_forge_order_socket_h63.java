// A forge order socket program of the h63 set (cwe-502-deser).
package com.anvilworks.orders;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.PolymorphicTypeValidator;
import jakarta.websocket.OnMessage;
import jakarta.websocket.Session;
import jakarta.websocket.server.ServerEndpoint;

abstract class ForgeItem {
    public int quantity;
    public String finish;
}

class GateHinge extends ForgeItem {
    public int lengthMm;
}

class FirePoker extends ForgeItem {
    public String handleStyle;
}

class ForgeOrder {
    public String customerRef;
    public List<ForgeItem> items;
    public Map<String, Object> workshopNotes;
}

interface OrderListener {
    void accepted(ForgeOrder order);
}

class OrderBook {
    private final List<OrderListener> listeners = new CopyOnWriteArrayList<>();
    private final List<ForgeOrder> open = new CopyOnWriteArrayList<>();

    void subscribe(OrderListener listener) { listeners.add(listener); }

    void place(ForgeOrder order) {
        open.add(order);
        listeners.forEach(l -> l.accepted(order));
    }
}

class OrderCodec {
    private final ObjectMapper mapper;

    OrderCodec() {
        mapper = new ObjectMapper();
        PolymorphicTypeValidator orderTypes = BasicPolymorphicTypeValidator.builder()
                .allowIfSubType("com.anvilworks.orders.")
                .allowIfSubType(ArrayList.class)
                .allowIfSubType(LinkedHashMap.class)
                .build();
        mapper.activateDefaultTyping(orderTypes, ObjectMapper.DefaultTyping.NON_FINAL);
    }

    ForgeOrder read(String json) throws IOException {
        return mapper.readValue(json, ForgeOrder.class);
    }
}

@ServerEndpoint("/ws/forge-orders")
class ForgeOrderEndpoint {
    private static final OrderBook BOOK = new OrderBook();
    private final OrderCodec codec = new OrderCodec();

    static {
        BOOK.subscribe(order -> System.out.println("order queued for the forge, items: " + order.items.size()));
    }

    @OnMessage
    public void onMessage(String message, Session session) {
        try {
            ForgeOrder order = codec.read(message);
            if (order.items == null || order.items.isEmpty()) {
                session.getAsyncRemote().sendText("{\"accepted\":false,\"reason\":\"empty order\"}");
                return;
            }
            BOOK.place(order);
            session.getAsyncRemote().sendText("{\"accepted\":true}");
        } catch (IOException e) {
            session.getAsyncRemote().sendText("{\"accepted\":false,\"reason\":\"unreadable order\"}");
        }
    }
}
