// A scoreboard feed program of the h72 set (cwe-611-xxe).
package com.photonfrontier.scores;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.messaging.handler.annotation.Header;
import org.springframework.messaging.handler.annotation.Payload;
import org.springframework.stereotype.Component;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

record PlayerScore(String codename, int tags, int hitsTaken) {}

interface ScoreReportParser {
    List<PlayerScore> parse(String xml) throws Exception;
}

// controllers shipped before 2022 still emit the v1 format
final class LegacySaxParser implements ScoreReportParser {
    @Override
    public List<PlayerScore> parse(String xml) throws Exception {
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(false);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
        factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        SAXParser parser = factory.newSAXParser();
        List<PlayerScore> scores = new ArrayList<>();
        parser.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), new DefaultHandler() {
            @Override
            public void startElement(String uri, String local, String qName, Attributes a) {
                if ("player".equals(qName)) {
                    scores.add(new PlayerScore(a.getValue("codename"),
                            Integer.parseInt(a.getValue("tags")), Integer.parseInt(a.getValue("hits"))));
                }
            }
        });
        return scores;
    }
}

final class StreamingParser implements ScoreReportParser {
    private final XMLInputFactory factory = XMLInputFactory.newFactory();

    StreamingParser() {
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    }

    @Override
    public List<PlayerScore> parse(String xml) throws Exception {
        XMLStreamReader r = factory.createXMLStreamReader(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
        List<PlayerScore> scores = new ArrayList<>();
        while (r.hasNext()) {
            if (r.next() == XMLStreamConstants.START_ELEMENT && "score".equals(r.getLocalName())) {
                scores.add(new PlayerScore(r.getAttributeValue(null, "player"),
                        Integer.parseInt(r.getAttributeValue(null, "tagged")),
                        Integer.parseInt(r.getAttributeValue(null, "taken"))));
            }
        }
        r.close();
        return scores;
    }
}

@Component
class ScoreReportListener {
    private static final Logger log = LoggerFactory.getLogger(ScoreReportListener.class);

    private final Map<String, ScoreReportParser> parsers = Map.of(
            "v1", new LegacySaxParser(),
            "v2", new StreamingParser());

    @KafkaListener(topics = "arena.round-results", groupId = "leaderboard")
    void onRoundResult(@Payload String xml,
                       @Header(name = "report-format", required = false) String format) {
        ScoreReportParser parser = parsers.getOrDefault(format == null ? "v1" : format, parsers.get("v1"));
        try {
            List<PlayerScore> scores = parser.parse(xml);
            scores.forEach(s -> log.info("{}: {} tags, {} hits taken", s.codename(), s.tags(), s.hitsTaken()));
            // the leaderboard service picks these up from the cache on its next tick
        } catch (Exception e) {
            log.warn("dropping unreadable round report: {}", e.getMessage());
        }
    }
}
