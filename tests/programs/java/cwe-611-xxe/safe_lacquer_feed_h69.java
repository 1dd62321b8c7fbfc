// A lacquer feed program of the h69 set (cwe-611-xxe).
package com.groovelinepressing.mastering;

import java.io.StringReader;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.messaging.handler.annotation.Header;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;

record LacquerStatus(String catalogNumber, String side, String state, String engineerNote) {}

@Component
class StudioInbox {
    private final Map<String, String> latestByStudio = new ConcurrentHashMap<>();

    void put(String studio, String xml) {
        latestByStudio.put(studio + ":" + Instant.now().toEpochMilli(), xml);
    }

    Map<String, String> drain() {
        Map<String, String> copy = Map.copyOf(latestByStudio);
        copy.keySet().forEach(latestByStudio::remove);
        return copy;
    }
}

@Component
class StudioStatusListener {
    private final StudioInbox inbox;

    StudioStatusListener(StudioInbox inbox) {
        this.inbox = inbox;
    }

    @RabbitListener(queues = "mastering.lacquer-status")
    void receive(String xml, @Header(name = "studio", defaultValue = "unknown") String studio) {
        inbox.put(studio, xml);
    }
}

@Component
class TestPressingScheduler {
    private static final Logger log = LoggerFactory.getLogger(TestPressingScheduler.class);

    private final StudioInbox inbox;
    private final XMLInputFactory xmlFactory;
    private final Map<String, LacquerStatus> slots = new ConcurrentHashMap<>();

    TestPressingScheduler(StudioInbox inbox) {
        this.inbox = inbox;
        this.xmlFactory = XMLInputFactory.newInstance();
        this.xmlFactory.setProperty(XMLInputFactory.IS_COALESCING, true);
        this.xmlFactory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        this.xmlFactory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    }

    @Scheduled(fixedDelay = 60_000)
    void process() {
        inbox.drain().forEach((key, xml) -> {
            try {
                LacquerStatus status = parse(xml);
                slots.put(status.catalogNumber() + "/" + status.side(), status);
                log.info("{} side {} is now {}", status.catalogNumber(), status.side(), status.state());
            } catch (XMLStreamException e) {
                log.warn("unreadable lacquer status from {}", key, e);
            }
        });
    }

    private LacquerStatus parse(String xml) throws XMLStreamException {
        XMLStreamReader r = xmlFactory.createXMLStreamReader(new StringReader(xml));
        String catalog = null, side = null, state = null, note = null;
        try {
            while (r.hasNext()) {
                if (r.next() != XMLStreamConstants.START_ELEMENT) {
                    continue;
                }
                switch (r.getLocalName()) {
                    case "lacquer" -> {
                        catalog = r.getAttributeValue(null, "catalog");
                        side = r.getAttributeValue(null, "side");
                    }
                    case "state" -> state = r.getElementText();
                    case "note" -> note = r.getElementText();
                    default -> { }
                }
            }
        } finally {
            r.close();
        }
        return new LacquerStatus(catalog, side, state, note);
    }
}
