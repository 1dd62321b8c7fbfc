// JAX-RS resource that looks up public part details in the XML parts catalogue by part number.
package com.acme.parts.resources;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

@Path("/parts")
public class PartLookupResource {

    private final Document catalog;
    private final XPathFactory xpathFactory = XPathFactory.newInstance();

    public PartLookupResource(Document catalog) {
        this.catalog = catalog;
    }

    private static String partQuery(String number, String region) {
        return "/catalog/part[@number='" + number + "' and @region='" + region + "' and @visibility='public']";
    }

    @GET
    @Path("/{number}")
    @Produces(MediaType.APPLICATION_JSON)
    public Response find(@PathParam("number") String number,
                         @QueryParam("region") @DefaultValue("EU") String region) throws XPathExpressionException {
        if (!region.matches("[A-Z]{2}")) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        XPath xpath = xpathFactory.newXPath();
        NodeList nodes = (NodeList) xpath.evaluate(partQuery(number, region), catalog, XPathConstants.NODESET);
        List<Map<String, String>> parts = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            parts.add(Map.of("number", e.getAttribute("number"),
                    "name", e.getAttribute("name"),
                    "price", e.getAttribute("price")));
        }
        return parts.isEmpty() ? Response.status(Response.Status.NOT_FOUND).build() : Response.ok(parts).build();
    }
}
