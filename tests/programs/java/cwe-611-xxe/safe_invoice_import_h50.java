// Spring controller that imports supplier invoices uploaded as UBL XML documents
package com.acme.ap.invoices;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.Map;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.xml.sax.SAXException;

@RestController
class InvoiceImportController {

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setExpandEntityReferences(false);
        dbf.setXIncludeAware(false);
        return dbf.newDocumentBuilder();
    }

    private static String text(Document doc, String ns, String local) {
        var nodes = doc.getElementsByTagNameNS(ns, local);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }

    @PostMapping("/ap/invoices/import")
    public Map<String, Object> importInvoice(@RequestParam("file") MultipartFile file)
            throws IOException, ParserConfigurationException, SAXException {
        Document doc;
        try (InputStream in = file.getInputStream()) {
            doc = newBuilder().parse(in);
        }
        String cbc = "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2";
        String number = text(doc, cbc, "ID");
        String supplierNote = text(doc, cbc, "Note");
        BigDecimal amount = new BigDecimal(text(doc, cbc, "PayableAmount"));
        return Map.of("invoice", number, "amount", amount, "note", supplierNote);
    }
}
