// JAX-RS resource that answers price lookups from the product catalogue XML bundled with the service
package com.acme.catalog.api;

import java.io.InputStream;
import java.util.Map;

import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.w3c.dom.Document;
import org.w3c.dom.Node;

@Path("/catalog/price")
class CatalogPriceResource {

    private static final String EXPR =
            "/catalog/product[@sku=$sku and @public='true']/price[@region=$region]";

    private final Document catalog;

    CatalogPriceResource() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = CatalogPriceResource.class.getResourceAsStream("/catalog.xml")) {
            catalog = dbf.newDocumentBuilder().parse(in);
        }
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public String price(@QueryParam("sku") String sku, @QueryParam("region") String region)
            throws XPathExpressionException {
        String effectiveRegion = region == null ? "EU" : region;
        if (sku == null || !effectiveRegion.matches("^[A-Z]{2}$")) {
            throw new NotFoundException();
        }
        Map<String, String> vars = Map.of("sku", sku, "region", effectiveRegion);
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName name) -> vars.get(name.getLocalPart()));
        Node node = (Node) xpath.evaluate(EXPR, catalog, XPathConstants.NODE);
        if (node == null) {
            throw new NotFoundException();
        }
        return node.getTextContent();
    }
}
