// JAX-RS resource that accepts first-notice-of-loss claim documents from insurance brokers in XML form.
package com.acmeinsure.claims.intake;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.util.Map;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

@Path("/broker/claims")
public class BrokerClaimResource {

    @POST
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response submit(InputStream body) {
        try {
            Document doc = newBuilder().parse(body);
            Element root = doc.getDocumentElement();
            String policyNumber = text(root, "PolicyNumber");
            String lossDate = text(root, "LossDate");
            String description = text(root, "Description");
            if (policyNumber.isEmpty() || lossDate.isEmpty()) {
                return Response.status(422).entity(Map.of("error", "PolicyNumber and LossDate are required")).build();
            }
            return Response.accepted(Map.of("policyNumber", policyNumber, "lossDate", lossDate,
                    "summary", description.length() > 120 ? description.substring(0, 120) : description)).build();
        } catch (ParserConfigurationException | SAXException | IOException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "malformed claim document")).build();
        }
    }

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setIgnoringComments(true);
        return factory.newDocumentBuilder();
    }

    private static String text(Element root, String tag) {
        var nodes = root.getElementsByTagNameNS("*", tag);
        return nodes.getLength() == 0 ? "" : nodes.item(0).getTextContent().trim();
    }
}
