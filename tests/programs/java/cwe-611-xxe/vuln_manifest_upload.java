// Warehouse intake resource that parses a carrier's XML shipping manifest and counts parcels per consignee
package net.haulnet.intake;

import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

@Path("/docks/{dock}/manifests")
public class ManifestIntakeResource {

    @POST
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response receive(@PathParam("dock") String dock, InputStream body) {
        try {
            Document manifest = parser().parse(body);
            NodeList parcels = manifest.getElementsByTagName("parcel");
            Map<String, Integer> perConsignee = new LinkedHashMap<>();
            for (int i = 0; i < parcels.getLength(); i++) {
                Element parcel = (Element) parcels.item(i);
                String consignee = parcel.getElementsByTagName("consignee").item(0).getTextContent().trim();
                perConsignee.merge(consignee, 1, Integer::sum);
            }
            return Response.ok(Map.of("dock", dock, "parcels", parcels.getLength(),
                    "consignees", perConsignee)).build();
        } catch (Exception e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "unreadable manifest")).build();
        }
    }

    private static DocumentBuilder parser() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setIgnoringComments(true);
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder();
    }
}
