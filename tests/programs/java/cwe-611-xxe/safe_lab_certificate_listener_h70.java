// A lab certificate listener program of the h70 set (cwe-611-xxe).
package de.spreewaldkren.quality.lab;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jms.annotation.JmsListener;
import org.springframework.stereotype.Component;

@Component
class LabCertificateListener {

    record Residue(String substance, double mgPerKg, double limitMgPerKg) {
        boolean exceeded() {
            return mgPerKg > limitMgPerKg;
        }
    }

    record Certificate(String number, String batchCode, String laboratory, List<Residue> residues) {}

    private static final Logger log = LoggerFactory.getLogger(LabCertificateListener.class);

    private final XMLInputFactory xml;
    private final JdbcTemplate jdbc;

    LabCertificateListener(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
        this.xml = XMLInputFactory.newFactory();
        xml.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        xml.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        xml.setProperty(XMLInputFactory.IS_COALESCING, true);
        xml.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
    }

    @JmsListener(destination = "lab.certificates.inbound")
    void onCertificate(String payload) {
        try {
            Certificate cert = parse(payload);
            long over = cert.residues().stream().filter(Residue::exceeded).count();
            jdbc.update("INSERT INTO lab_certificates (cert_no, batch_code, lab, residues, exceeded) VALUES (?, ?, ?, ?, ?)",
                    cert.number(), cert.batchCode(), cert.laboratory(), cert.residues().size(), over > 0);
            log.info("certificate {} for batch {} stored, {} limits exceeded", cert.number(), cert.batchCode(), over);
        } catch (XMLStreamException e) {
            log.warn("rejected malformed certificate: {}", e.getMessage());
        }
    }

    Certificate parse(String payload) throws XMLStreamException {
        Map<String, String> header = new HashMap<>();
        List<Residue> residues = new ArrayList<>();
        Map<String, BiConsumer<XMLStreamReader, String>> handlers = Map.of(
                "certificate", (r, text) -> header.put("number", r.getAttributeValue(null, "number")),
                "batch", (r, text) -> header.put("batch", text),
                "laboratory", (r, text) -> header.put("lab", text),
                "residue", (r, text) -> residues.add(new Residue(
                        r.getAttributeValue(null, "substance"),
                        Double.parseDouble(r.getAttributeValue(null, "value")),
                        Double.parseDouble(r.getAttributeValue(null, "limit")))));

        XMLStreamReader reader = xml.createXMLStreamReader(new StringReader(payload));
        try {
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamConstants.START_ELEMENT) {
                    String name = reader.getLocalName();
                    BiConsumer<XMLStreamReader, String> handler = handlers.get(name);
                    if (handler != null) {
                        String text = ("batch".equals(name) || "laboratory".equals(name)) ? reader.getElementText() : "";
                        handler.accept(reader, text);
                    }
                }
            }
        } finally {
            reader.close();
        }
        return new Certificate(header.get("number"), header.get("batch"), header.get("lab"), residues);
    }
}
