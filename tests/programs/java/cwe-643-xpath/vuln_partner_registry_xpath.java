// Quarkus REST resource that looks up partner contact records in the XML partner registry
package com.acme.partners;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.File;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

@Path("/partners")
@ApplicationScoped
public class PartnerRegistryResource {

    private final Document registry;

    public PartnerRegistryResource() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.registry = dbf.newDocumentBuilder().parse(new File("/etc/acme/partners.xml"));
    }

    @GET
    @Path("/contact")
    @Produces(MediaType.APPLICATION_JSON)
    public Response contact(@QueryParam("code") String code, @QueryParam("region") String region)
            throws XPathExpressionException {
        if (code == null || region == null) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expr = "/partners/partner[@code='" + code + "' and @region='" + region
                + "' and @listed='true']/contact";
        Element contact = (Element) xpath.evaluate(expr, registry, XPathConstants.NODE);
        if (contact == null) {
            return Response.status(Response.Status.NOT_FOUND).build();
        }
        return Response.ok(Map.of(
                "name", contact.getAttribute("name"),
                "email", contact.getAttribute("email"))).build();
    }
}
