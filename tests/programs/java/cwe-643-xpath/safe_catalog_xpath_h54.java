// JAX-RS resource that looks up branch holdings in the library's XML catalogue.
package org.riverbend.library.holdings;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.io.File;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;

@Path("/holdings")
public class HoldingsResource {

    private static final Document CATALOGUE = load("/etc/riverbend/holdings.xml");

    private static Document load(String file) {
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            return f.newDocumentBuilder().parse(new File(file));
        } catch (Exception e) {
            throw new IllegalStateException("cannot load catalogue", e);
        }
    }

    private static final Function<NodeList, List<String>> TITLES = nodes -> IntStream.range(0, nodes.getLength())
        .mapToObj(i -> nodes.item(i).getTextContent().trim())
        .collect(Collectors.toList());

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<String> byAuthor(@QueryParam("author") String author) throws XPathExpressionException {
        if (author == null || author.isBlank()) {
            return List.of();
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        String wanted = author.trim();
        xpath.setXPathVariableResolver(name -> "author".equals(name.getLocalPart()) ? wanted : null);
        String expr = "/holdings/book[author=$author]/title";
        NodeList nodes = (NodeList) xpath.evaluate(expr, CATALOGUE, XPathConstants.NODESET);
        return TITLES.apply(nodes);
    }
}
