// Spring MVC endpoint that accepts supplier invoices as XML and extracts the supplier and totals.
package com.acme.ap.invoices;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.Map;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

@RestController
public class InvoiceUploadController {

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        dbf.setCoalescing(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        return dbf.newDocumentBuilder();
    }

    private static String text(Element root, String tag) {
        NodeList nodes = root.getElementsByTagNameNS("*", tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }

    @PostMapping(path = "/invoices", consumes = MediaType.APPLICATION_XML_VALUE)
    public Map<String, Object> upload(HttpServletRequest request)
            throws IOException, SAXException, ParserConfigurationException {
        try (InputStream body = request.getInputStream()) {
            Document doc = newBuilder().parse(body);
            Element root = doc.getDocumentElement();
            String supplier = text(root, "SupplierName");
            String total = text(root, "TotalAmount");
            return Map.of(
                    "supplier", supplier,
                    "total", total.isEmpty() ? BigDecimal.ZERO : new BigDecimal(total),
                    "lines", root.getElementsByTagNameNS("*", "InvoiceLine").getLength());
        }
    }
}
