// A supplier catalog import program of the h74 set (cwe-611-xxe).
package com.pinehollowfarm.purchasing;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

class SupplierCatalogImport {

    record CatalogItem(String supplier, String sku, String description, BigDecimal unitPrice) {}

    private static final Path INBOX = Paths.get("/srv/pinehollow/supplier-uploads");

    public static void main(String[] args) throws Exception {
        List<Path> uploads;
        try (Stream<Path> s = Files.list(INBOX)) {
            uploads = s.filter(p -> p.getFileName().toString().endsWith(".xml")).toList();
        }

        List<Callable<List<CatalogItem>>> tasks = new ArrayList<>();
        for (Path upload : uploads) {
            tasks.add(() -> parse(upload));
        }

        ExecutorService parsers = Executors.newFixedThreadPool(Math.min(8, Math.max(1, uploads.size())));
        List<CatalogItem> all = new ArrayList<>();
        try {
            for (Future<List<CatalogItem>> f : parsers.invokeAll(tasks)) {
                try {
                    all.addAll(f.get());
                } catch (ExecutionException e) {
                    System.err.println("catalog rejected: " + e.getCause());
                }
            }
        } finally {
            parsers.shutdown();
        }
        all.forEach(i -> System.out.printf("%s %s %-40s %s%n", i.supplier(), i.sku(), i.description(), i.unitPrice()));
    }

    private static List<CatalogItem> parse(Path upload) throws Exception {
        DocumentBuilder builder = newFactory().newDocumentBuilder();
        Document doc = builder.parse(upload.toFile());
        Element root = doc.getDocumentElement();
        String supplier = root.getAttribute("supplier");

        NodeList items = root.getElementsByTagName("item");
        List<CatalogItem> out = new ArrayList<>(items.getLength());
        for (int i = 0; i < items.getLength(); i++) {
            Element item = (Element) items.item(i);
            out.add(new CatalogItem(
                    supplier,
                    item.getAttribute("sku"),
                    text(item, "description"),
                    new BigDecimal(text(item, "price"))));
        }
        return out;
    }

    private static DocumentBuilderFactory newFactory() {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setIgnoringComments(true);
        return dbf;
    }

    private static String text(Element parent, String tag) throws IOException {
        NodeList nodes = parent.getElementsByTagName(tag);
        if (nodes.getLength() == 0) {
            throw new IOException("missing <" + tag + ">");
        }
        return nodes.item(0).getTextContent().trim();
    }
}
