// A llama trekking outfit booking queue consumer program of the h76 set (cwe-502-deser).
package com.andeanpack.bookings;

import com.rabbitmq.client.Channel;
import com.rabbitmq.client.Connection;
import com.rabbitmq.client.ConnectionFactory;
import com.rabbitmq.client.DeliverCallback;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.BaseConstructor;
import org.yaml.snakeyaml.constructor.SafeConstructor;

final class YamlSupport {
    private YamlSupport() {
    }

    static LoaderOptions loaderOptions() {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(20);
        options.setCodePointLimit(256 * 1024);
        options.setAllowDuplicateKeys(false);
        return options;
    }
}

record TrekBooking(String guest, String trail, String startDate, int llamas) {
}

class BookingParser {
    private final Yaml yaml;

    BookingParser(BaseConstructor constructor) {
        this.yaml = new Yaml(constructor);
    }

    TrekBooking parse(String body) {
        Object document = yaml.load(body);
        if (!(document instanceof Map<?, ?> map)) {
            throw new IllegalArgumentException("booking message is not a mapping");
        }
        return new TrekBooking(
                String.valueOf(map.get("guest")),
                String.valueOf(map.get("trail")),
                String.valueOf(map.get("startDate")),
                Integer.parseInt(String.valueOf(map.getOrDefault("llamas", 1))));
    }
}

class BookingConsumer {
    private final BookingParser parser;
    private final Consumer<TrekBooking> sink;

    BookingConsumer(BookingParser parser, Consumer<TrekBooking> sink) {
        this.parser = parser;
        this.sink = sink;
    }

    DeliverCallback callback(Channel channel) {
        return (consumerTag, delivery) -> {
            long tag = delivery.getEnvelope().getDeliveryTag();
            try {
                sink.accept(parser.parse(new String(delivery.getBody(), StandardCharsets.UTF_8)));
                channel.basicAck(tag, false);
            } catch (RuntimeException e) {
                System.err.println("rejecting booking message: " + e.getMessage());
                channel.basicNack(tag, false, false);
            }
        };
    }
}

class BookingWorker {
    public static void main(String[] args) throws Exception {
        ConnectionFactory factory = new ConnectionFactory();
        factory.setUri(System.getenv().getOrDefault("AMQP_URL", "amqp://localhost:5672/treks"));
        Connection connection = factory.newConnection("llama-booking-worker");
        Channel channel = connection.createChannel();
        channel.queueDeclare("trek.bookings", true, false, false, Map.of("x-dead-letter-exchange", "trek.dlx"));
        channel.basicQos(10);

        List<String> herdAssignments = new CopyOnWriteArrayList<>();
        BookingParser parser = new BookingParser(new SafeConstructor(YamlSupport.loaderOptions()));
        BookingConsumer consumer = new BookingConsumer(parser, booking -> herdAssignments.add(
                booking.trail() + ":" + booking.startDate() + ":" + booking.llamas() + " llamas for " + booking.guest()));
        channel.basicConsume("trek.bookings", false, consumer.callback(channel), consumerTag -> {
        });
        System.out.println("waiting for trek bookings");
    }
}
