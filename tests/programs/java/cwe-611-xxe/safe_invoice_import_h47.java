// Spring Boot endpoint that imports supplier invoices posted as UBL XML documents.
package com.acme.ap.imports;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

@RestController
public class InvoiceImportController {

    public record ImportedInvoice(String id, String supplier, BigDecimal amount) {}

    private final InvoiceLedger ledger;

    public InvoiceImportController(InvoiceLedger ledger) {
        this.ledger = ledger;
    }

    @PostMapping(path = "/ap/invoices/import", consumes = "application/xml")
    public ResponseEntity<ImportedInvoice> importInvoice(@RequestBody byte[] xml) throws Exception {
        DocumentBuilder builder = newBuilder();
        Document doc = builder.parse(new ByteArrayInputStream(xml));
        Element root = doc.getDocumentElement();
        ImportedInvoice invoice = new ImportedInvoice(
                text(root, "ID"),
                text(root, "SupplierName"),
                new BigDecimal(text(root, "PayableAmount")));
        ledger.record(invoice);
        return ResponseEntity.ok(invoice);
    }

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        return dbf.newDocumentBuilder();
    }

    private static String text(Element root, String localName) {
        var nodes = root.getElementsByTagNameNS("*", localName);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }

    public interface InvoiceLedger {
        void record(ImportedInvoice invoice);
    }
}
