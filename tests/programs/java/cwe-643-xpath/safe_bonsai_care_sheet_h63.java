// A bonsai care sheet program of the h63 set (cwe-643-xpath).
package controllers;

import java.io.InputStream;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import javax.inject.Inject;
import javax.inject.Singleton;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import play.Environment;
import play.libs.Json;
import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;

enum GrowthStage { SEEDLING, PRE_BONSAI, DEVELOPING, REFINED }

record CareAdvice(String species, String stage, String watering, String pruning) {}

@Singleton
class XmlCareSheetRepository {
    private final Document sheets;
    private final XPath xpath = XPathFactory.newInstance().newXPath();

    @Inject
    XmlCareSheetRepository(Environment environment) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = environment.resourceAsStream("care-sheets.xml")) {
            sheets = factory.newDocumentBuilder().parse(in);
        }
    }

    Optional<CareAdvice> find(String species, GrowthStage stage) throws XPathExpressionException {
        Map<String, String> variables = Map.of("species", species, "stage", stage.name().toLowerCase(Locale.ROOT));
        XPath query = XPathFactory.newInstance().newXPath();
        query.setXPathVariableResolver(name -> variables.get(name.getLocalPart()));
        String expression = "/careSheets/sheet[@species=$species and @stage=$stage]";
        Element sheet = (Element) query.evaluate(expression, sheets, XPathConstants.NODE);
        if (sheet == null) {
            return Optional.empty();
        }
        return Optional.of(new CareAdvice(sheet.getAttribute("species"), sheet.getAttribute("stage"),
                xpath.evaluate("watering", sheet), xpath.evaluate("pruning", sheet)));
    }
}

class CareSheetService {
    private final XmlCareSheetRepository repository;

    @Inject
    CareSheetService(XmlCareSheetRepository repository) { this.repository = repository; }

    Optional<CareAdvice> adviceFor(String species, String stage) throws XPathExpressionException {
        GrowthStage parsedStage = GrowthStage.valueOf(stage.toUpperCase(Locale.ROOT).replace('-', '_'));
        return repository.find(species.trim().toLowerCase(Locale.ROOT), parsedStage);
    }
}

class CareSheetController extends Controller {
    private final CareSheetService service;

    @Inject
    public CareSheetController(CareSheetService service) { this.service = service; }

    public Result lookup(Http.Request request) {
        Optional<String> species = request.queryString("species");
        Optional<String> stage = request.queryString("stage");
        if (species.isEmpty() || stage.isEmpty()) {
            return badRequest(Json.newObject().put("error", "species and stage are required"));
        }
        try {
            return service.adviceFor(species.get(), stage.get())
                    .map(advice -> ok(Json.toJson(advice)))
                    .orElseGet(() -> notFound(Json.newObject().put("error", "no care sheet")));
        } catch (IllegalArgumentException | XPathExpressionException e) {
            return badRequest(Json.newObject().put("error", "unknown stage or malformed species"));
        }
    }
}
