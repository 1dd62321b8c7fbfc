// Spring controller that accepts daily catch reports from fishing vessels as XML and records landed weights
package fisheries.reports;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.springframework.http.ResponseEntity;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

record Landing(String species, String area, double kilograms) {}

@Component
class CatchReportParser {
    private final DocumentBuilderFactory factory;

    CatchReportParser() {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        try {
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("XML parser does not support required hardening", e);
        }
        factory.setXIncludeAware(false);
        factory.setIgnoringComments(true);
    }

    List<Landing> parse(InputStream xml) throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(xml);
        NodeList nodes = doc.getElementsByTagName("landing");
        List<Landing> landings = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            landings.add(new Landing(e.getAttribute("species"), e.getAttribute("area"),
                    Double.parseDouble(e.getTextContent().trim())));
        }
        return landings;
    }
}

@RestController
class CatchReportController {
    private final CatchReportParser parser;

    CatchReportController(CatchReportParser parser) { this.parser = parser; }

    @PostMapping(value = "/catch-reports", consumes = "application/xml")
    ResponseEntity<List<Landing>> submit(@RequestHeader("X-Vessel-Id") String vesselId, InputStream body)
            throws ParserConfigurationException, IOException {
        try {
            return ResponseEntity.ok(parser.parse(body));
        } catch (SAXException | NumberFormatException e) {
            return ResponseEntity.unprocessableEntity().build();
        }
    }
}
