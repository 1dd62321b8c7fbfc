// A puzzle catalog lookup program of the h74 set (cwe-643-xpath).
package com.tessellapuzzles.catalog;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Paths;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

class PuzzleCatalogLookup {

    private final Document catalog;
    private final ExecutorService lookups = Executors.newVirtualThreadPerTaskExecutor();

    PuzzleCatalogLookup(Document catalog) {
        this.catalog = catalog;
    }

    public static void main(String[] args) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        Document doc = dbf.newDocumentBuilder().parse(Paths.get("/srv/tessella/catalog.xml").toFile());
        PuzzleCatalogLookup app = new PuzzleCatalogLookup(doc);

        HttpServer server = HttpServer.create(new InetSocketAddress(8077), 0);
        server.createContext("/wholesale/price", app::price);
        server.start();
    }

    void price(HttpExchange ex) throws IOException {
        String query = ex.getRequestURI().getRawQuery();
        String series = query != null && query.startsWith("series=")
                ? URLDecoder.decode(query.substring(7), StandardCharsets.UTF_8) : "";

        Future<String> answer = lookups.submit(() -> findPrices(series));
        String body;
        int status;
        try {
            body = answer.get(2, TimeUnit.SECONDS);
            status = 200;
        } catch (Exception e) {
            body = "{\"error\":\"lookup failed\"}";
            status = 500;
        }
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(status, bytes.length);
        try (OutputStream os = ex.getResponseBody()) {
            os.write(bytes);
        }
    }

    // XPath objects are not thread-safe, so each lookup builds its own; the DOM is only read
    private String findPrices(String series) throws Exception {
        XPath xp = XPathFactory.newInstance().newXPath();
        String expr = "/catalog/puzzle[@series='" + series + "' and @retail='true']";
        NodeList hits;
        synchronized (catalog) {
            hits = (NodeList) xp.evaluate(expr, catalog, XPathConstants.NODESET);
        }
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < hits.getLength(); i++) {
            Element p = (Element) hits.item(i);
            if (i > 0) {
                json.append(',');
            }
            json.append("{\"sku\":\"").append(p.getAttribute("sku"))
                    .append("\",\"pieces\":").append(p.getAttribute("pieces"))
                    .append(",\"wholesale\":\"").append(p.getAttribute("wholesale")).append("\"}");
        }
        return json.append(']').toString();
    }
}
