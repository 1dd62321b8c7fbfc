// A qso log listener program of the h73 set (cwe-611-xxe).
package org.sparkgapradioclub.contest;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;

import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.support.KafkaHeaders;
import org.springframework.messaging.handler.annotation.Header;
import org.springframework.stereotype.Component;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

@Component
public class QsoLogListener {

    public record Qso(String call, String band, String mode, String date, String time) { }

    private final ContestScoreboard scoreboard;

    public QsoLogListener(ContestScoreboard scoreboard) {
        this.scoreboard = scoreboard;
    }

    @KafkaListener(topics = "club.contest-logs", groupId = "contest-scoring")
    public void onLog(String value, @Header(KafkaHeaders.RECEIVED_KEY) String memberCall) throws Exception {
        // the upload app base64-encodes the .adx file so it survives the HTTP->Kafka bridge untouched
        byte[] raw = Base64.getMimeDecoder().decode(value.strip());
        String xml = new String(raw, StandardCharsets.UTF_8);
        if (xml.startsWith("\uFEFF")) {
            xml = xml.substring(1);
        }

        List<Qso> qsos = parse(xml);
        String station = memberCall.strip().toUpperCase(Locale.ROOT);
        long unique = qsos.stream().map(q -> q.call() + "/" + q.band()).distinct().count();
        scoreboard.submit(station, qsos, qsos.size() - (int) unique);
    }

    static List<Qso> parse(String xml) throws Exception {
        SAXParserFactory spf = SAXParserFactory.newInstance();
        spf.setNamespaceAware(false);
        spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        spf.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        spf.setXIncludeAware(false);
        SAXParser parser = spf.newSAXParser();

        List<Qso> out = new ArrayList<>();
        parser.parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)), new DefaultHandler() {
            private final StringBuilder text = new StringBuilder();
            private String call, band, mode, date, time;

            @Override
            public void startElement(String uri, String localName, String qName, Attributes attributes) {
                text.setLength(0);
                if (qName.equalsIgnoreCase("RECORD")) {
                    call = band = mode = date = time = null;
                }
            }

            @Override
            public void characters(char[] ch, int start, int length) {
                text.append(ch, start, length);
            }

            @Override
            public void endElement(String uri, String localName, String qName) {
                String v = text.toString().strip();
                switch (qName.toUpperCase(Locale.ROOT)) {
                    case "CALL" -> call = v.toUpperCase(Locale.ROOT);
                    case "BAND" -> band = v.toLowerCase(Locale.ROOT);
                    case "MODE" -> mode = v.toUpperCase(Locale.ROOT);
                    case "QSO_DATE" -> date = v;
                    case "TIME_ON" -> time = v;
                    case "RECORD" -> out.add(new Qso(call, band, mode, date, time));
                    default -> { }
                }
                text.setLength(0);
            }
        });
        return out;
    }

    public interface ContestScoreboard {
        void submit(String station, List<Qso> qsos, int duplicates);
    }
}
