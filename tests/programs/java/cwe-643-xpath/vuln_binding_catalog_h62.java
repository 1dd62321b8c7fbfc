// A binding catalog program of the h62 set (cwe-643-xpath).
package com.foxedpages.catalog;

import io.helidon.http.HeaderNames;
import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRules;
import io.helidon.webserver.http.HttpService;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.io.InputStream;
import java.util.List;
import java.util.stream.IntStream;

/**
 * Customers browse the bindery's binding styles (quarter leather, full cloth, coptic ...).
 * The catalogue also holds private commission notes, which are not served here.
 */
class BindingCatalogService implements HttpService {

    record Criteria(String leather, String style) {}

    private final Document catalog;
    private final XPathFactory xpathFactory = XPathFactory.newInstance();

    BindingCatalogService(Document catalog) {
        this.catalog = catalog;
    }

    @Override
    public void routing(HttpRules rules) {
        rules.get("/", this::find);
    }

    private static String param(ServerRequest req, String name, String fallback) {
        return req.query().contains(name) ? req.query().get(name) : fallback;
    }

    private void find(ServerRequest req, ServerResponse res) {
        Criteria criteria = new Criteria(param(req, "leather", "goatskin"), param(req, "style", "quarter"));
        try {
            List<String> titles = titlesFor(criteria);
            res.header(HeaderNames.CONTENT_TYPE, "text/plain; charset=UTF-8")
               .send(String.join("\n", titles));
        } catch (XPathExpressionException e) {
            res.status(Status.BAD_REQUEST_400).send("bad search");
        }
    }

    List<String> titlesFor(Criteria c) throws XPathExpressionException {
        String expression = "/catalog/binding[leather='" + c.leather() + "' and style='" + c.style() + "']/title";
        NodeList nodes = (NodeList) xpathFactory.newXPath().evaluate(expression, catalog, XPathConstants.NODESET);
        return IntStream.range(0, nodes.getLength())
                .mapToObj(i -> nodes.item(i).getTextContent())
                .toList();
    }

    static Document loadCatalog() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = BindingCatalogService.class.getResourceAsStream("/binding-catalog.xml")) {
            return dbf.newDocumentBuilder().parse(in);
        }
    }

    public static void main(String[] args) throws Exception {
        BindingCatalogService service = new BindingCatalogService(loadCatalog());
        WebServer.builder()
                .port(8080)
                .routing(r -> r.register("/bindings", service))
                .build()
                .start();
    }
}
