// Spring endpoint that ingests supplier invoices posted as XML and returns the parsed header fields
package com.acme.payables.ingest;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

import jakarta.servlet.http.HttpServletRequest;

@RestController
class SupplierInvoiceController {

    @PostMapping(value = "/payables/invoices", consumes = MediaType.APPLICATION_XML_VALUE)
    ResponseEntity<Map<String, String>> ingest(HttpServletRequest request) throws IOException {
        try (InputStream body = request.getInputStream()) {
            Element root = newBuilder().parse(body).getDocumentElement();
            Map<String, String> header = new LinkedHashMap<>();
            for (String field : new String[] {"supplierId", "invoiceNumber", "currency", "total"}) {
                header.put(field, text(root, field));
            }
            return ResponseEntity.accepted().body(header);
        } catch (SAXException | ParserConfigurationException e) {
            return ResponseEntity.badRequest().body(Map.of("error", "malformed invoice"));
        }
    }

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        dbf.setValidating(false);
        return dbf.newDocumentBuilder();
    }

    private static String text(Element root, String tag) {
        var nodes = root.getElementsByTagNameNS("*", tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}
