// Spring controller that imports supplier invoices uploaded as XML documents
package com.acme.ap.imports;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

@RestController
public class InvoiceImportController {

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        return dbf.newDocumentBuilder();
    }

    private static String text(Element root, String tag) {
        return root.getElementsByTagName(tag).item(0).getTextContent().trim();
    }

    @PostMapping("/ap/invoices/import")
    public ResponseEntity<String> importInvoice(@RequestParam("file") MultipartFile file)
            throws IOException, ParserConfigurationException {
        Document doc;
        try (InputStream in = file.getInputStream()) {
            doc = newBuilder().parse(in);
        } catch (SAXException e) {
            return ResponseEntity.badRequest().body("malformed invoice");
        }
        Element root = doc.getDocumentElement();
        String supplier = text(root, "supplier");
        BigDecimal amount = new BigDecimal(text(root, "amount"));
        return ResponseEntity.ok()
                .contentType(MediaType.TEXT_PLAIN)
                .body("imported invoice from " + supplier + " for " + amount.toPlainString());
    }
}
