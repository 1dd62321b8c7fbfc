// A gedcom import program of the h60 set (cwe-611-xxe).
package org.kinroots.archive.imports;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UploadedFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** Researchers upload family trees exported as GEDCOM-XML; we pull out the individuals for matching. */
class GedcomImportRoutes {

    record Individual(String id, String name, String birthYear, String birthPlace) {}

    private static final Pattern YEAR = Pattern.compile("\\d{4}");

    private final ExecutorService parsers = Executors.newFixedThreadPool(3);

    void register(Javalin app) {
        app.post("/trees/import", ctx -> ctx.future(() -> importTree(ctx)));
    }

    private CompletableFuture<?> importTree(Context ctx) {
        UploadedFile upload = ctx.uploadedFile("tree");
        if (upload == null || upload.size() > 20L * 1024 * 1024) {
            ctx.status(400);
            return CompletableFuture.completedFuture(null);
        }
        return CompletableFuture.supplyAsync(() -> parseIndividuals(upload), parsers)
                .thenAccept(people -> ctx.status(201).json(Map.of("imported", people.size(), "individuals", people)));
    }

    static List<Individual> parseIndividuals(UploadedFile upload) {
        try (InputStream in = upload.content()) {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setNamespaceAware(true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            DocumentBuilder builder = factory.newDocumentBuilder();
            Document doc = builder.parse(in);
            NodeList nodes = doc.getElementsByTagName("IndividualRec");
            return IntStream.range(0, nodes.getLength())
                    .mapToObj(i -> (Element) nodes.item(i))
                    .map(GedcomImportRoutes::toIndividual)
                    .collect(Collectors.toList());
        } catch (Exception e) {
            throw new CompletionException(e);
        }
    }

    private static Individual toIndividual(Element rec) {
        return new Individual(
                rec.getAttribute("Id"),
                text(rec, "NamePart").orElse("unknown"),
                text(rec, "Date").map(YEAR::matcher).filter(Matcher::find).map(Matcher::group).orElse(""),
                text(rec, "PlaceName").orElse(""));
    }

    private static Optional<String> text(Element parent, String tag) {
        NodeList list = parent.getElementsByTagName(tag);
        return list.getLength() == 0
                ? Optional.empty()
                : Optional.ofNullable(list.item(0).getTextContent()).map(String::trim);
    }
}
