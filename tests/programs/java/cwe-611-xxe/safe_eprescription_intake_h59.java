// Unseen set h59: eprescription intake
package net.apothecarygroup.dispensing;

import io.nats.client.Connection;
import io.nats.client.Dispatcher;
import io.nats.client.Message;
import io.nats.client.Nats;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

record EPrescription(String prescriptionId, String drugCode, int quantity, String patientRef, String prescriberId) {}

class EPrescriptionReader {
    private final XMLInputFactory factory;

    EPrescriptionReader() {
        factory = XMLInputFactory.newInstance();
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    }

    EPrescription read(byte[] payload) throws XMLStreamException {
        XMLStreamReader reader = factory.createXMLStreamReader(new ByteArrayInputStream(payload));
        Map<String, String> fields = new HashMap<>();
        String current = null;
        try {
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    current = reader.getLocalName();
                } else if (event == XMLStreamConstants.CHARACTERS && current != null && !reader.isWhiteSpace()) {
                    fields.merge(current, reader.getText().trim(), String::concat);
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    current = null;
                }
            }
        } finally {
            reader.close();
        }
        return new EPrescription(fields.get("PrescriptionId"), fields.get("DrugCode"),
                Integer.parseInt(fields.getOrDefault("Quantity", "0")), fields.get("PatientRef"), fields.get("PrescriberId"));
    }
}

class DispensingQueueService {
    private final BlockingQueue<EPrescription> pending = new LinkedBlockingQueue<>();

    String enqueue(EPrescription rx) {
        if (rx.prescriptionId() == null || rx.drugCode() == null || rx.quantity() <= 0) {
            return "REJECTED";
        }
        pending.add(rx);
        return "QUEUED:" + pending.size();
    }
}

class EPrescriptionSubscriber {
    public static void main(String[] args) throws Exception {
        Connection nats = Nats.connect(System.getenv("NATS_URL"));
        EPrescriptionReader reader = new EPrescriptionReader();
        DispensingQueueService service = new DispensingQueueService();

        Dispatcher dispatcher = nats.createDispatcher((Message msg) -> {
            String outcome;
            try {
                outcome = service.enqueue(reader.read(msg.getData()));
            } catch (XMLStreamException | NumberFormatException e) {
                outcome = "MALFORMED";
            }
            if (msg.getReplyTo() != null) {
                nats.publish(msg.getReplyTo(), outcome.getBytes(StandardCharsets.UTF_8));
            }
        });
        dispatcher.subscribe("pharmacy.eprescriptions.received", "dispensary-intake");
    }
}
