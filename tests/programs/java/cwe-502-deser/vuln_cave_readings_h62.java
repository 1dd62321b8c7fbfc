// A cave readings program of the h62 set (cwe-502-deser).
package com.alpinecurd.caves;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DeliverCallback;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Map;
import java.util.function.Consumer;
import java.util.logging.Logger;

/**
 * Sensors in the aging caves publish a reading every few minutes; this consumer raises
 * alerts to the affineur when a cave drifts outside the range for the wheels stored in it.
 */
class AgingCaveConsumer {

    private static final Logger LOG = Logger.getLogger(AgingCaveConsumer.class.getName());
    private static final String QUEUE = "caves.readings";

    record CaveReading(String caveId, String batch, double humidity, double celsius, long takenAt)
            implements Serializable {}

    private final Map<String, Consumer<CaveReading>> handlers = Map.of(
            "caves.humidity", this::checkHumidity,
            "caves.temperature", this::checkTemperature);

    void dispatch(String routingKey, CaveReading reading) {
        handlers.getOrDefault(routingKey, r -> LOG.fine(() -> "ignored " + routingKey)).accept(reading);
    }

    private void checkHumidity(CaveReading r) {
        if (r.humidity() < 85.0 || r.humidity() > 98.0) {
            LOG.warning(() -> "cave " + r.caveId() + " humidity " + r.humidity() + "% for batch " + r.batch());
        }
    }

    private void checkTemperature(CaveReading r) {
        if (r.celsius() < 8.0 || r.celsius() > 14.0) {
            LOG.warning(() -> "cave " + r.caveId() + " at " + r.celsius() + "C for batch " + r.batch());
        }
    }

    static CaveReading decode(byte[] body) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
            return (CaveReading) in.readObject();
        }
    }

    public static void main(String[] args) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(System.getenv("CAVE_AMQP_URI"));
        Connection connection = factory.newConnection("aging-cave-consumer");
        Channel channel = connection.createChannel();
        channel.queueDeclare(QUEUE, true, false, false, null);
        channel.basicQos(20);

        AgingCaveConsumer app = new AgingCaveConsumer();
        DeliverCallback onDelivery = (consumerTag, delivery) -> {
            long tag = delivery.getEnvelope().getDeliveryTag();
            try {
                app.dispatch(delivery.getEnvelope().getRoutingKey(), decode(delivery.getBody()));
                channel.basicAck(tag, false);
            } catch (ClassNotFoundException | InvalidClassException | ClassCastException e) {
                LOG.warning(() -> "rejecting malformed reading: " + e);
                channel.basicReject(tag, false);
            }
        };
        channel.basicConsume(QUEUE, false, onDelivery, consumerTag -> LOG.info("consumer cancelled"));
    }
}
