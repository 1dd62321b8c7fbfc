// A small accordion repair shop parts catalog import program of the h76 set (cwe-611-xxe).
package com.bellowsandreeds.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

final class ParserOptions {
    final boolean namespaceAware;
    final boolean allowDoctype;
    final int maxParts;

    private ParserOptions(boolean namespaceAware, boolean allowDoctype, int maxParts) {
        this.namespaceAware = namespaceAware;
        this.allowDoctype = allowDoctype;
        this.maxParts = maxParts;
    }

    static ParserOptions defaults() {
        return new ParserOptions(false, true, 5000);
    }

    ParserOptions withOverrides(Map<String, String> env) {
        int parts = Integer.parseInt(env.getOrDefault("CATALOG_MAX_PARTS", String.valueOf(maxParts)));
        boolean ns = Boolean.parseBoolean(env.getOrDefault("CATALOG_NAMESPACES", String.valueOf(namespaceAware)));
        return new ParserOptions(ns, allowDoctype, parts);
    }
}

record CatalogPart(String sku, String description, String reedSet, double price) {
}

class CatalogReader {
    private final ParserOptions options;

    CatalogReader(ParserOptions options) {
        this.options = options;
    }

    private DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(options.namespaceAware);
        if (!options.allowDoctype) {
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
        }
        return factory.newDocumentBuilder();
    }

    List<CatalogPart> read(InputStream in) throws IOException, SAXException, ParserConfigurationException {
        Document doc = newBuilder().parse(in);
        NodeList nodes = doc.getElementsByTagName("part");
        List<CatalogPart> parts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength() && i < options.maxParts; i++) {
            Element e = (Element) nodes.item(i);
            parts.add(new CatalogPart(
                    e.getAttribute("sku"),
                    e.getElementsByTagName("description").item(0).getTextContent(),
                    e.getAttribute("reedSet"),
                    Double.parseDouble(e.getElementsByTagName("price").item(0).getTextContent())));
        }
        return parts;
    }
}

@RestController
class CatalogImportController {
    private final CatalogReader reader = new CatalogReader(ParserOptions.defaults().withOverrides(System.getenv()));

    @PostMapping("/catalog/import")
    ResponseEntity<?> importCatalog(@RequestParam("catalog") MultipartFile upload) {
        try (InputStream in = upload.getInputStream()) {
            List<CatalogPart> parts = reader.read(in);
            return ResponseEntity.ok(Map.of("imported", parts.size(), "parts", parts));
        } catch (IOException | SAXException | ParserConfigurationException | RuntimeException e) {
            return ResponseEntity.status(400).body(Map.of("error", "catalog could not be parsed"));
        }
    }
}
