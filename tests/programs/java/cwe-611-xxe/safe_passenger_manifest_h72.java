// A passenger manifest program of the h72 set (cwe-611-xxe).
package com.wildwaterco.manifests;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

record Passenger(String name, int age, String wetsuitSize, boolean canSwim) {}

abstract class ManifestParser<T> {

    protected void configure(DocumentBuilderFactory factory) throws ParserConfigurationException {
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
    }

    protected abstract T map(Element row);

    protected abstract String rowTag();

    public final List<T> parse(InputStream xml) throws IOException, SAXException, ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        configure(factory);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(xml);
        NodeList rows = doc.getElementsByTagNameNS("*", rowTag());
        List<T> out = new ArrayList<>(rows.getLength());
        for (int i = 0; i < rows.getLength(); i++) {
            out.add(map((Element) rows.item(i)));
        }
        return out;
    }

    protected static String text(Element parent, String tag) {
        NodeList n = parent.getElementsByTagNameNS("*", tag);
        return n.getLength() == 0 ? "" : n.item(0).getTextContent().trim();
    }
}

final class PassengerManifestParser extends ManifestParser<Passenger> {

    @Override
    protected void configure(DocumentBuilderFactory factory) throws ParserConfigurationException {
        super.configure(factory);
        // agency exports use the OTA namespace
        factory.setNamespaceAware(true);
    }

    @Override
    protected String rowTag() {
        return "Passenger";
    }

    @Override
    protected Passenger map(Element row) {
        return new Passenger(text(row, "FullName"), Integer.parseInt(text(row, "Age")),
                text(row, "WetsuitSize"), Boolean.parseBoolean(text(row, "Swimmer")));
    }
}

@Path("/departures/{departureId}/manifest")
public class ManifestUploadResource {

    private final ManifestParser<Passenger> parser = new PassengerManifestParser();

    @POST
    @Consumes({ MediaType.APPLICATION_XML, MediaType.TEXT_XML })
    @Produces(MediaType.APPLICATION_JSON)
    public Response upload(@PathParam("departureId") String departureId, InputStream body) {
        try {
            List<Passenger> passengers = parser.parse(body);
            long nonSwimmers = passengers.stream().filter(p -> !p.canSwim()).count();
            return Response.ok(new UploadSummary(departureId, passengers.size(), nonSwimmers)).build();
        } catch (SAXException | NumberFormatException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity("malformed manifest").build();
        } catch (IOException | ParserConfigurationException e) {
            return Response.serverError().build();
        }
    }

    public record UploadSummary(String departureId, int passengers, long nonSwimmers) {}
}
