// Queue listener for order events
import javax.jms.JMSException;
import javax.jms.Message;
import javax.jms.MessageListener;
import javax.jms.ObjectMessage;
import javax.jms.TextMessage;

class OrderListener implements MessageListener {
    @Override
    public void onMessage(Message message) {
        try {
            if (message instanceof TextMessage) {
                TextMessage msg = (TextMessage) message;
                handle(msg.getText());
            } else if (message instanceof ObjectMessage) {
                ObjectMessage msg = (ObjectMessage) message;
                handle(msg.getObject());
            }
        } catch (JMSException e) {
            throw new RuntimeException(e);
        }
    }

    void handle(Object o) {
    }
}
