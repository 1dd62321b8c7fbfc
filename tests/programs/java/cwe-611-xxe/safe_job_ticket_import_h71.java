// A job ticket import program of the h71 set (cwe-611-xxe).
package com.kettleandtype.pressroom.tickets;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

record PressRun(String stock, String inks, int quantity, String sizeMm, String notes) {}

record JobTicket(String customer, String reference, List<PressRun> runs) {}

@RestController
class JobTicketImportController {
    private static final Logger log = LoggerFactory.getLogger(JobTicketImportController.class);

    static DocumentBuilder ticketParser() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        try {
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            dbf.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            dbf.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            dbf.setXIncludeAware(false);
            dbf.setExpandEntityReferences(false);
        } catch (ParserConfigurationException e) {
            log.error("parser option not supported here: {}", e.getMessage());
            throw e;
        }
        return dbf.newDocumentBuilder();
    }

    @PostMapping("/tickets/import")
    ResponseEntity<JobTicket> importTicket(@RequestParam("ticket") MultipartFile upload)
            throws IOException, SAXException, ParserConfigurationException {
        if (upload.isEmpty() || upload.getSize() > 512 * 1024) {
            return ResponseEntity.badRequest().build();
        }
        Document doc;
        try (InputStream in = upload.getInputStream()) {
            doc = ticketParser().parse(in);
        }
        Element root = doc.getDocumentElement();
        if (!"jobTicket".equals(root.getLocalName())) {
            return ResponseEntity.unprocessableEntity().build();
        }

        List<PressRun> runs = new ArrayList<>();
        NodeList runNodes = root.getElementsByTagNameNS("*", "run");
        for (int i = 0; i < runNodes.getLength(); i++) {
            Element run = (Element) runNodes.item(i);
            runs.add(new PressRun(
                    text(run, "stock"),
                    text(run, "inks"),
                    Integer.parseInt(text(run, "quantity").strip()),
                    text(run, "size"),
                    text(run, "notes")));
        }
        JobTicket ticket = new JobTicket(text(root, "customer"), text(root, "reference"), runs);
        log.info("imported ticket {} with {} runs", ticket.reference(), runs.size());
        return ResponseEntity.ok(ticket);
    }

    private static String text(Element parent, String name) {
        NodeList nodes = parent.getElementsByTagNameNS("*", name);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent();
    }

    @ExceptionHandler({SAXException.class, NumberFormatException.class})
    ResponseEntity<String> unreadable(Exception e) {
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).body("job ticket could not be read");
    }
}
