// A sail telemetry program of the h71 set (cwe-502-deser).
package org.millheritage.telemetry;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.Logger;

import jakarta.jms.BytesMessage;
import jakarta.jms.JMSException;
import jakarta.jms.Message;
import jakarta.jms.MessageListener;

record SailReading(String millId, Instant takenAt, double sailRpm, double windKnots, boolean brakeOn)
        implements Serializable {}

interface ReadingStore {
    void save(SailReading reading);

    void raiseAlarm(String millId, String text);
}

class SailTelemetryListener implements MessageListener {
    private static final Logger LOG = Logger.getLogger(SailTelemetryListener.class.getName());
    private static final double RPM_LIMIT = 14.0;
    private static final int MAX_PAYLOAD = 16 * 1024;

    private final ReadingStore store;

    SailTelemetryListener(ReadingStore store) {
        this.store = store;
    }

    @Override
    public void onMessage(Message message) {
        try {
            if (!(message instanceof BytesMessage bytes)) {
                LOG.warning(() -> "ignoring non-bytes message " + messageId(message));
                return;
            }
            if (bytes.getBodyLength() > MAX_PAYLOAD) {
                LOG.warning(() -> "oversized telemetry payload " + messageId(message));
                return;
            }
            SailReading reading = decode(bytes.getBody(byte[].class));
            store.save(reading);
            if (reading.sailRpm() > RPM_LIMIT && !reading.brakeOn()) {
                store.raiseAlarm(reading.millId(), "sails at %.1f rpm with brake off".formatted(reading.sailRpm()));
            }
        } catch (InvalidClassException e) {
            LOG.log(Level.WARNING, "rejected telemetry payload", e);
        } catch (JMSException | IOException | ClassNotFoundException e) {
            LOG.log(Level.SEVERE, "could not read telemetry message", e);
        }
    }

    static SailReading decode(byte[] body) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(body))) {
            Object value = in.readObject();
            return switch (value) {
                case null -> throw new InvalidClassException("null", "empty payload");
                case SailReading r when r.millId() != null && !r.millId().isBlank() -> r;
                case SailReading r -> throw new InvalidClassException("SailReading", "reading without mill id");
                default -> throw new InvalidClassException(value.getClass().getName(), "unexpected payload type");
            };
        }
    }

    private static String messageId(Message m) {
        try {
            return m.getJMSMessageID();
        } catch (JMSException e) {
            return "<no id>";
        }
    }
}
