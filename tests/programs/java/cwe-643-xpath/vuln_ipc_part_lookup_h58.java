// ipc part lookup (h58 set)
package com.aerolift.mro.parts;

import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import spark.Request;
import spark.Response;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static spark.Spark.before;
import static spark.Spark.get;
import static spark.Spark.halt;

final class IllustratedPartsCatalog {

    record Interchangeable(String partNumber, String cage, String effectivity) {}

    private final Document catalog;

    IllustratedPartsCatalog(Path catalogFile) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setXIncludeAware(false);
        this.catalog = dbf.newDocumentBuilder().parse(catalogFile.toFile());
    }

    private static String attr(Node n, String name) {
        Node a = n.getAttributes().getNamedItem(name);
        return a == null ? "" : a.getNodeValue();
    }

    List<Interchangeable> alternatesFor(String partNumber) throws XPathExpressionException {
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expr = "/ipc/part[@pn='" + partNumber + "']/alternate";
        NodeList nodes = (NodeList) xpath.evaluate(expr, catalog, XPathConstants.NODESET);
        return IntStream.range(0, nodes.getLength())
                .mapToObj(nodes::item)
                .map(n -> new Interchangeable(attr(n, "pn"), attr(n, "cage"), attr(n, "eff")))
                .collect(Collectors.toList());
    }

    Object alternates(Request req, Response res) throws XPathExpressionException {
        String pn = Optional.ofNullable(req.queryParams("pn")).map(String::strip).orElse("");
        if (pn.isEmpty() || pn.length() > 32) {
            halt(400, "{\"error\":\"pn required\"}");
        }
        res.type("application/json");
        return alternatesFor(pn).stream()
                .map(i -> String.format("{\"pn\":\"%s\",\"cage\":\"%s\",\"eff\":\"%s\"}",
                        i.partNumber(), i.cage(), i.effectivity()))
                .collect(Collectors.joining(",", "[", "]"));
    }

    public static void main(String[] args) throws Exception {
        IllustratedPartsCatalog ipc = new IllustratedPartsCatalog(
                Path.of(System.getenv().getOrDefault("IPC_XML", "/opt/aerolift/ipc/a320-ipc.xml")));
        before("/parts/*", (req, res) -> {
            if (req.headers("X-Station") == null) {
                halt(401);
            }
        });
        get("/parts/alternates", ipc::alternates);
    }
}
