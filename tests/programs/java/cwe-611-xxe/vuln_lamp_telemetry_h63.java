// A lamp telemetry program of the h63 set (cwe-611-xxe).
package org.beaconworks.telemetry;

import java.io.IOException;
import java.io.StringReader;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.event.EventListener;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

record LampReading(String station, double lampHours, double voltage, String rotation) {}

class LampReadingHandler extends DefaultHandler {
    private final StringBuilder text = new StringBuilder();
    private String station;
    private double lampHours;
    private double voltage;
    private String rotation;

    @Override
    public void startElement(String uri, String localName, String qName, Attributes attributes) {
        text.setLength(0);
        if ("reading".equals(qName)) {
            station = attributes.getValue("station");
        }
    }

    @Override
    public void characters(char[] ch, int start, int length) { text.append(ch, start, length); }

    @Override
    public void endElement(String uri, String localName, String qName) {
        switch (qName) {
            case "lampHours" -> lampHours = Double.parseDouble(text.toString().trim());
            case "voltage" -> voltage = Double.parseDouble(text.toString().trim());
            case "rotation" -> rotation = text.toString().trim();
            default -> { }
        }
    }

    LampReading result() { return new LampReading(station, lampHours, voltage, rotation); }
}

@Component
class TelemetryParser {
    private final SAXParserFactory factory = SAXParserFactory.newInstance();

    LampReading parse(String xml) throws ParserConfigurationException, SAXException, IOException {
        SAXParser parser = factory.newSAXParser();
        LampReadingHandler handler = new LampReadingHandler();
        parser.parse(new InputSource(new StringReader(xml)), handler);
        return handler.result();
    }
}

@Component
class LampHealthRegistry {
    private final Map<String, LampReading> latest = new ConcurrentHashMap<>();

    @EventListener
    void onReading(LampReading reading) {
        if (reading.station() != null) {
            latest.put(reading.station(), reading);
        }
    }
}

@Component
class TelemetryConsumer {
    private final TelemetryParser parser;
    private final ApplicationEventPublisher events;

    TelemetryConsumer(TelemetryParser parser, ApplicationEventPublisher events) {
        this.parser = parser;
        this.events = events;
    }

    @KafkaListener(topics = "beacon.telemetry", groupId = "lamp-health")
    void consume(String xml) throws ParserConfigurationException, SAXException, IOException {
        events.publishEvent(parser.parse(xml));
    }
}
