// A inspection reports program of the h71 set (cwe-611-xxe).
package com.highlimbarborists.surveys;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.amqp.AmqpRejectAndDontRequeueException;
import org.springframework.amqp.rabbit.annotation.RabbitListener;
import org.springframework.messaging.handler.annotation.Header;
import org.springframework.stereotype.Component;

record TreeFinding(String tag, String species, String condition, String action) {}

record InspectionReport(String siteId, String inspector, List<TreeFinding> findings) {}

interface SurveyArchive {
    void store(InspectionReport report);
}

@Component
class InspectionReportConsumer {
    private static final Logger log = LoggerFactory.getLogger(InspectionReportConsumer.class);

    private final XMLInputFactory xml;
    private final SurveyArchive archive;

    InspectionReportConsumer(SurveyArchive archive) {
        this.archive = archive;
        this.xml = XMLInputFactory.newFactory();
        xml.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        xml.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    }

    @RabbitListener(queues = "inspection-reports")
    void onReport(String body, @Header(name = "x-report-schema", defaultValue = "2") String schema) {
        try {
            InspectionReport report = switch (schema) {
                case "2" -> read(xml.createXMLStreamReader(new StringReader(body)), "tree");
                // older tablets still on the 2019 app, which called the element <finding>
                case "1", "1.1" -> read(xml.createXMLStreamReader(new StringReader(body)), "finding");
                default -> throw new AmqpRejectAndDontRequeueException("unknown report schema " + schema);
            };
            archive.store(report);
            log.info("stored report for site {} with {} findings", report.siteId(), report.findings().size());
        } catch (XMLStreamException e) {
            throw new AmqpRejectAndDontRequeueException("malformed inspection report", e);
        }
    }

    static InspectionReport read(XMLStreamReader r, String itemElement) throws XMLStreamException {
        String site = null;
        String inspector = null;
        List<TreeFinding> findings = new ArrayList<>();
        String tag = null, species = null, condition = null, action = null;
        String current = null;
        StringBuilder text = new StringBuilder();

        while (r.hasNext()) {
            switch (r.next()) {
                case XMLStreamConstants.START_ELEMENT -> {
                    current = r.getLocalName();
                    text.setLength(0);
                    if (current.equals("report")) {
                        site = r.getAttributeValue(null, "site");
                    } else if (current.equals(itemElement)) {
                        tag = r.getAttributeValue(null, "tag");
                    }
                }
                case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA -> text.append(r.getText());
                case XMLStreamConstants.END_ELEMENT -> {
                    String name = r.getLocalName();
                    switch (name) {
                        case "inspector" -> inspector = text.toString().strip();
                        case "species" -> species = text.toString().strip();
                        case "condition" -> condition = text.toString().strip();
                        case "action" -> action = text.toString().strip();
                        default -> {
                            if (name.equals(itemElement)) {
                                findings.add(new TreeFinding(tag, species, condition, action));
                                tag = species = condition = action = null;
                            }
                        }
                    }
                    text.setLength(0);
                }
                default -> { }
            }
        }
        r.close();
        return new InspectionReport(site, inspector, List.copyOf(findings));
    }
}
