// A species lookup program of the h67 set (cwe-643-xpath).
// mushroom foragers: field-guide lookup of a species by common name from the club's XML checklist
package org.mycoclub.fieldguide;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import java.io.File;
import java.util.Optional;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

public class FieldGuideApp {
    public static void main(String[] args) {
        Micronaut.run(FieldGuideApp.class, args);
    }
}

@Serdeable
record SpeciesCard(String commonName, String latinName, String edibility, String season, String lookalikes) {
}

@Singleton
class Checklist {

    private final Document doc;

    Checklist(@Value("${fieldguide.checklist:/srv/fieldguide/checklist.xml}") String path) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.doc = dbf.newDocumentBuilder().parse(new File(path));
    }

    Optional<SpeciesCard> byCommonName(String commonName) throws XPathExpressionException {
        XPath query = XPathFactory.newInstance().newXPath();
        query.setXPathVariableResolver(v -> "name".equals(v.getLocalPart()) ? commonName : null);
        String expr = "/checklist/species[commonName=$name and not(@restricted='true')]";
        Element node = (Element) query.evaluate(expr, doc, XPathConstants.NODE);
        if (node == null) {
            return Optional.empty();
        }
        return Optional.of(new SpeciesCard(
                text(node, "commonName"),
                text(node, "latinName"),
                text(node, "edibility"),
                text(node, "season"),
                text(node, "lookalikes")));
    }

    private static String text(Element parent, String child) {
        var nodes = parent.getElementsByTagName(child);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}

@Controller("/guide")
class FieldGuideController {

    private final Checklist checklist;

    FieldGuideController(Checklist checklist) {
        this.checklist = checklist;
    }

    // names like "King Alfred's cakes" and "Hen-of-the-woods" need apostrophes and hyphens
    @Get("/species")
    HttpResponse<SpeciesCard> species(
            @QueryValue @NotBlank @Pattern(regexp = "[A-Za-z' -]{2,60}") String name) throws XPathExpressionException {
        return checklist.byCommonName(name.trim())
                .map(HttpResponse::ok)
                .orElseGet(HttpResponse::notFound);
    }
}
