// A pattern catalog program of the h72 set (cwe-643-xpath).
package org.purlandpurpose.library;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import jakarta.inject.Singleton;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

enum YarnWeight { LACE, FINGERING, SPORT, DK, WORSTED, ARAN, BULKY }

record XPathPlan(String expression, Map<String, Object> variables) {}

sealed interface PatternQuery permits ByDesigner, ByWeight {
    XPathPlan plan();
}

record ByDesigner(String designer) implements PatternQuery {
    public XPathPlan plan() {
        return new XPathPlan("/catalog/pattern[designer=$designer and @shared='true']",
                Map.of("designer", designer));
    }
}

record ByWeight(YarnWeight weight) implements PatternQuery {
    public XPathPlan plan() {
        return new XPathPlan("/catalog/pattern[yarn/@weight=$weight and @shared='true']",
                Map.of("weight", weight.name().toLowerCase(Locale.ROOT)));
    }
}

record PatternSummary(String id, String title, String designer) {}

@Singleton
class PatternCatalog {
    private final Document catalog;

    PatternCatalog(@Value("${library.catalog:/srv/purlandpurpose/catalog.xml}") String file) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.catalog = f.newDocumentBuilder().parse(Path.of(file).toFile());
    }

    List<PatternSummary> find(PatternQuery query) throws XPathExpressionException {
        XPathPlan plan = query.plan();
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(name -> plan.variables().get(name.getLocalPart()));
        NodeList hits = (NodeList) xpath.evaluate(plan.expression(), catalog, XPathConstants.NODESET);
        List<PatternSummary> out = new ArrayList<>();
        for (int i = 0; i < hits.getLength(); i++) {
            Element p = (Element) hits.item(i);
            out.add(new PatternSummary(p.getAttribute("id"),
                    p.getElementsByTagName("title").item(0).getTextContent(),
                    p.getElementsByTagName("designer").item(0).getTextContent()));
        }
        return out;
    }
}

@Controller("/library/patterns")
class PatternSearchController {
    private final PatternCatalog catalog;

    PatternSearchController(PatternCatalog catalog) {
        this.catalog = catalog;
    }

    @Get("/by-designer")
    HttpResponse<List<PatternSummary>> byDesigner(@QueryValue String name) throws XPathExpressionException {
        return HttpResponse.ok(catalog.find(new ByDesigner(name.strip())));
    }

    @Get("/by-weight")
    HttpResponse<List<PatternSummary>> byWeight(@QueryValue String weight) throws XPathExpressionException {
        YarnWeight w;
        try {
            w = YarnWeight.valueOf(weight.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            return HttpResponse.badRequest();
        }
        return HttpResponse.ok(catalog.find(new ByWeight(w)));
    }
}
