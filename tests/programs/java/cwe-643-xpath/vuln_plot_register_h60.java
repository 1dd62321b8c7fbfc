// A plot register program of the h60 set (cwe-643-xpath).
package com.greywillow.funeral.cemetery;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.nio.file.Path;
import java.util.stream.IntStream;

/** Family enquiries: find the plots reserved under a family name in the cemetery register. */
class PlotRegisterVerticle extends AbstractVerticle {

    private static final Path REGISTER = Path.of("/etc/greywillow/plot-register.xml");

    private Document register;

    @Override
    public void start(Promise<Void> started) {
        vertx.<Document>executeBlocking(p -> {
            try {
                DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
                dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
                p.complete(dbf.newDocumentBuilder().parse(REGISTER.toFile()));
            } catch (Exception e) {
                p.fail(e);
            }
        }).onSuccess(doc -> register = doc)
                .compose(doc -> {
                    Router router = Router.router(vertx);
                    router.get("/plots").handler(this::byFamily);
                    return vertx.createHttpServer().requestHandler(router).listen(8087);
                })
                .<Void>mapEmpty()
                .onComplete(started);
    }

    private void byFamily(RoutingContext ctx) {
        String family = ctx.queryParam("family").stream().findFirst().map(String::trim).orElse("");
        if (family.isEmpty()) {
            ctx.response().setStatusCode(400).end();
            return;
        }
        try {
            NodeList plots = findPlots(family);
            JsonArray out = IntStream.range(0, plots.getLength())
                    .mapToObj(i -> (Element) plots.item(i))
                    .map(e -> new JsonObject()
                            .put("section", e.getAttribute("section"))
                            .put("row", e.getAttribute("row"))
                            .put("number", e.getAttribute("number"))
                            .put("status", e.getAttribute("status")))
                    .collect(JsonArray::new, JsonArray::add, JsonArray::addAll);
            ctx.json(out);
        } catch (XPathExpressionException e) {
            ctx.fail(400, e);
        }
    }

    private synchronized NodeList findPlots(String family) throws XPathExpressionException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expr = "/register/plot[holder/@family='" + family + "' and @status!='released']";
        return (NodeList) xpath.evaluate(expr, register, XPathConstants.NODESET);
    }
}
