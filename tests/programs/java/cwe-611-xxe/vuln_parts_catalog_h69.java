// A parts catalog program of the h69 set (cwe-611-xxe).
package com.qwertyrestoration.inventory;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.annotation.RequestScope;
import org.springframework.web.filter.OncePerRequestFilter;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

@Component
@RequestScope
class ImportBatch {
    private String supplier;
    private byte[] payload;

    String getSupplier() { return supplier; }
    void setSupplier(String supplier) { this.supplier = supplier; }
    byte[] getPayload() { return payload; }
    void setPayload(byte[] payload) { this.payload = payload; }
}

@Component
class SupplierHeaderFilter extends OncePerRequestFilter {
    private final ImportBatch batch;

    SupplierHeaderFilter(ImportBatch batch) {
        this.batch = batch;
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (request.getRequestURI().startsWith("/catalog/")) {
            String supplier = request.getHeader("X-Supplier");
            batch.setSupplier(supplier == null ? "unknown" : supplier);
        }
        chain.doFilter(request, response);
    }
}

record PartPrice(String sku, String description, BigDecimal price) {}

@Service
class PriceListParser {
    private final ImportBatch batch;

    PriceListParser(ImportBatch batch) {
        this.batch = batch;
    }

    List<PartPrice> parseCurrent() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setExpandEntityReferences(false);
        DocumentBuilder builder = dbf.newDocumentBuilder();
        Document doc = builder.parse(new ByteArrayInputStream(batch.getPayload()));

        List<PartPrice> out = new ArrayList<>();
        NodeList parts = doc.getElementsByTagName("part");
        for (int i = 0; i < parts.getLength(); i++) {
            Element p = (Element) parts.item(i);
            out.add(new PartPrice(p.getAttribute("sku"),
                    p.getElementsByTagName("description").item(0).getTextContent().trim(),
                    new BigDecimal(p.getElementsByTagName("price").item(0).getTextContent().trim())));
        }
        return out;
    }
}

@RestController
class CatalogImportController {
    private final ImportBatch batch;
    private final PriceListParser parser;

    CatalogImportController(ImportBatch batch, PriceListParser parser) {
        this.batch = batch;
        this.parser = parser;
    }

    @PostMapping("/catalog/import")
    List<PartPrice> upload(@RequestParam("file") MultipartFile file) throws Exception {
        batch.setPayload(file.getBytes());
        List<PartPrice> prices = parser.parseCurrent();
        return prices;
    }
}
