// A tailor measurements mail program of the h61 set (cwe-611-xxe).
package com.stitchline.measurements;

import jakarta.mail.BodyPart;
import jakarta.mail.Flags;
import jakarta.mail.Folder;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Multipart;
import jakarta.mail.Part;
import jakarta.mail.Session;
import jakarta.mail.Store;
import jakarta.mail.search.FlagTerm;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/** Body-scanner booths e-mail one measurement file per customer; the tailoring studio imports them into fitting profiles. */
record Measurements(String customerRef, Map<String, Double> valuesCm) {}

interface MeasurementReader {
    Measurements read(InputStream xml) throws IOException;
}

final class StaxMeasurementReader implements MeasurementReader {
    private final XMLInputFactory factory;

    StaxMeasurementReader() {
        factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
    }

    @Override
    public Measurements read(InputStream xml) throws IOException {
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(xml);
            String customer = null;
            String current = null;
            Map<String, Double> values = new LinkedHashMap<>();
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.START_ELEMENT && "scan".equals(reader.getLocalName())) {
                    customer = reader.getAttributeValue(null, "customer");
                } else if (event == XMLStreamConstants.START_ELEMENT && "measure".equals(reader.getLocalName())) {
                    current = reader.getAttributeValue(null, "name");
                } else if (event == XMLStreamConstants.CHARACTERS && current != null) {
                    values.put(current, Double.valueOf(reader.getText().trim()));
                    current = null;
                }
            }
            reader.close();
            return new Measurements(customer, values);
        } catch (XMLStreamException | NumberFormatException e) {
            throw new IOException("bad measurement file", e);
        }
    }
}

interface FittingProfiles {
    void update(Measurements measurements);
}

final class ScannerInbox {
    private final Session session = Session.getInstance(new Properties());
    private final String host;
    private final String user;
    private final String password;

    ScannerInbox(String host, String user, String password) {
        this.host = host;
        this.user = user;
        this.password = password;
    }

    int drain(MeasurementReader reader, FittingProfiles profiles) throws MessagingException, IOException {
        int imported = 0;
        try (Store store = session.getStore("imaps")) {
            store.connect(host, user, password);
            Folder inbox = store.getFolder("INBOX");
            inbox.open(Folder.READ_WRITE);
            for (Message message : inbox.search(new FlagTerm(new Flags(Flags.Flag.SEEN), false))) {
                if (message.getContent() instanceof Multipart multipart) {
                    for (int i = 0; i < multipart.getCount(); i++) {
                        BodyPart part = multipart.getBodyPart(i);
                        String fileName = part.getFileName();
                        if (Part.ATTACHMENT.equalsIgnoreCase(part.getDisposition()) && fileName != null && fileName.endsWith(".xml")) {
                            try (InputStream in = part.getInputStream()) {
                                profiles.update(reader.read(in));
                                imported++;
                            }
                        }
                    }
                }
                message.setFlag(Flags.Flag.SEEN, true);
            }
            inbox.close(false);
        }
        return imported;
    }

    public static void main(String[] args) throws Exception {
        ScannerInbox inbox = new ScannerInbox(System.getenv("SCANS_IMAP_HOST"), System.getenv("SCANS_IMAP_USER"),
                System.getenv("SCANS_IMAP_PASSWORD"));
        int count = inbox.drain(new StaxMeasurementReader(),
                m -> System.out.println("profile " + m.customerRef() + " updated with " + m.valuesCm().keySet()));
        System.out.println(count + " measurement files imported");
    }
}
