// lido catalog import (h58 set)
package org.millbrookmuseum.collections;

import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

final class LidoCatalogImport {

    static final String LIDO_NS = "http://www.lido-schema.org";

    record CatalogRecord(String recordId, String title, String objectType) {}

    interface CollectionIndex {
        CompletableFuture<Integer> upsert(List<CatalogRecord> records);
    }

    private final CollectionIndex index;

    LidoCatalogImport(CollectionIndex index) {
        this.index = index;
    }

    private static DocumentBuilder builder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        return dbf.newDocumentBuilder();
    }

    private static Optional<String> firstText(Element parent, String localName) {
        NodeList nodes = parent.getElementsByTagNameNS(LIDO_NS, localName);
        return nodes.getLength() == 0 ? Optional.empty()
                : Optional.ofNullable(nodes.item(0).getTextContent()).map(String::strip);
    }

    private static CatalogRecord toRecord(Element lido) {
        return new CatalogRecord(
                firstText(lido, "lidoRecID").orElse("unknown"),
                firstText(lido, "appellationValue").orElse("(untitled)"),
                firstText(lido, "objectWorkType").orElse("object"));
    }

    static List<CatalogRecord> parse(InputStream xml) {
        try {
            Document doc = builder().parse(xml);
            NodeList records = doc.getElementsByTagNameNS(LIDO_NS, "lido");
            return IntStream.range(0, records.getLength())
                    .mapToObj(i -> (Element) records.item(i))
                    .map(LidoCatalogImport::toRecord)
                    .collect(Collectors.toList());
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new BadRequestResponse("catalog file is not valid LIDO XML");
        }
    }

    void upload(Context ctx) {
        List<CatalogRecord> records = parse(ctx.bodyInputStream());
        ctx.future(() -> index.upsert(records)
                .thenAccept(n -> ctx.json(Map.of("received", records.size(), "indexed", n))));
    }

    static void mount(Javalin app, LidoCatalogImport importer) {
        app.post("/collections/import/lido", importer::upload);
    }
}
