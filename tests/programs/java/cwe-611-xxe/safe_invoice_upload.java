// Spring endpoint that accepts supplier invoices in UBL XML and extracts the header totals.
package com.acme.ap.invoices;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

@RestController
public class InvoiceUploadController {

    @PostMapping(value = "/invoices/upload", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
    public Map<String, String> upload(@RequestParam("file") MultipartFile file)
            throws IOException, SAXException, ParserConfigurationException {
        Document doc;
        try (InputStream in = file.getInputStream()) {
            doc = parse(in);
        }
        Element root = doc.getDocumentElement();
        Map<String, String> summary = new LinkedHashMap<>();
        summary.put("invoiceId", text(root, "ID"));
        summary.put("issueDate", text(root, "IssueDate"));
        summary.put("supplier", text(root, "RegistrationName"));
        summary.put("payable", text(root, "PayableAmount"));
        return summary;
    }

    private static Document parse(InputStream in)
            throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        DocumentBuilder builder = dbf.newDocumentBuilder();
        return builder.parse(in);
    }

    private static String text(Element root, String localName) {
        NodeList nodes = root.getElementsByTagNameNS("*", localName);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}
