// A soap maker ingredient catalog query program of the h75 set (cwe-643-xpath).
package com.lyeandlather.catalog;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

@RestController
class IngredientCatalogController {

    private static final Path CATALOG = Paths.get("/srv/lyeandlather/catalog/ingredients.xml");
    private final XPathFactory xpathFactory = XPathFactory.newInstance();
    private volatile Document catalog;

    record Ingredient(String name, String supplier, String inci, String sapNaoh) {}

    static class CatalogUnavailableException extends RuntimeException {
        CatalogUnavailableException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    static class QueryRejectedException extends RuntimeException {
        QueryRejectedException(String message) {
            super(message);
        }
    }

    private Document catalog() {
        Document doc = catalog;
        if (doc != null) {
            return doc;
        }
        try (InputStream in = Files.newInputStream(CATALOG)) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            doc = factory.newDocumentBuilder().parse(in);
            catalog = doc;
            return doc;
        } catch (IOException | ParserConfigurationException | SAXException e) {
            throw new CatalogUnavailableException("ingredient catalog could not be loaded", e);
        }
    }

    private static String text(Element parent, String tag) {
        NodeList nodes = parent.getElementsByTagName(tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().strip();
    }

    @GetMapping("/ingredients")
    public List<Ingredient> bySupplier(@RequestParam String supplier) {
        if (supplier.isBlank() || supplier.length() > 80) {
            throw new QueryRejectedException("supplier must be 1-80 characters");
        }
        XPath xpath = xpathFactory.newXPath();
        String expression = "/catalog/ingredient[@listed = 'true' and supplier = '" + supplier + "']";
        try {
            NodeList nodes = (NodeList) xpath.evaluate(expression, catalog(), XPathConstants.NODESET);
            List<Ingredient> result = new ArrayList<>();
            for (int i = 0; i < nodes.getLength(); i++) {
                Element item = (Element) nodes.item(i);
                result.add(new Ingredient(text(item, "name"), text(item, "supplier"),
                        text(item, "inci"), text(item, "sapNaoh")));
            }
            return result;
        } catch (XPathExpressionException e) {
            throw new QueryRejectedException("supplier could not be searched");
        }
    }

    @ExceptionHandler(QueryRejectedException.class)
    public ResponseEntity<Map<String, String>> onRejected(QueryRejectedException e) {
        return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
    }

    @ExceptionHandler(CatalogUnavailableException.class)
    public ResponseEntity<Map<String, String>> onCatalogDown(CatalogUnavailableException e) {
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body(Map.of("error", e.getMessage()));
    }
}
