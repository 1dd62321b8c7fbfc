// Queue listener for order events sent as JSON text
import com.fasterxml.jackson.databind.ObjectMapper;
import javax.jms.Message;
import javax.jms.MessageListener;
import javax.jms.TextMessage;

class OrderListener implements MessageListener {
    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    public void onMessage(Message message) {
        try {
            if (message instanceof TextMessage) {
                TextMessage msg = (TextMessage) message;
                Order order = mapper.readValue(msg.getText(), Order.class);
                handle(order);
            }
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    void handle(Order o) {
    }

    static class Order {
        public String id;
        public int quantity;
    }
}
