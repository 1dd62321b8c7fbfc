// Quarkus JAX-RS resource that answers product lookups from the XML catalog snapshot
package com.acme.catalog.resource;

import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

@jakarta.ws.rs.Path("/catalog/product")
public class CatalogLookupResource {

    private final Document catalog;
    private final XPathFactory xpf = XPathFactory.newInstance();

    public CatalogLookupResource() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.catalog = dbf.newDocumentBuilder().parse(Path.of("/opt/catalog/snapshot.xml").toFile());
    }

    private String expressionFor(String region, String sku) {
        return "/catalog/region[@code='" + region + "']/product[@visible='true' and sku='" + sku + "']";
    }

    @GET
    @Produces(MediaType.TEXT_PLAIN)
    public Response lookup(@QueryParam("region") String region, @QueryParam("sku") String sku) throws Exception {
        if (region == null || !region.matches("[A-Z]{2}")) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        XPath xp = xpf.newXPath();
        Node product = (Node) xp.evaluate(expressionFor(region, sku), catalog, XPathConstants.NODE);
        if (product == null) {
            return Response.status(Response.Status.NOT_FOUND).build();
        }
        String name = xp.evaluate("name", product);
        String price = xp.evaluate("price", product);
        return Response.ok(name + " " + price).build();
    }
}
