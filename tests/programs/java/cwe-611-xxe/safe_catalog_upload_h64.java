// A catalog upload program of the h64 set (cwe-611-xxe).
package uk.cantleandpommel.catalog;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Leather suppliers push their hide catalogue as XML:
 * <catalogue><hide sku="VT-3.5"><name>Veg tan shoulder</name><thickness>3.5</thickness><price>84.00</price></hide>...</catalogue>
 */
@Path("/suppliers/{supplier}/catalogue")
class HideCatalogueResource {

    public record Hide(String sku, String name, BigDecimal thicknessMm, BigDecimal price) {}

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public Response upload(@PathParam("supplier") String supplier, InputStream body) {
        try {
            List<Hide> hides = parse(body);
            Map<String, Object> summary = new HashMap<>();
            summary.put("supplier", supplier);
            summary.put("count", hides.size());
            summary.put("hides", hides);
            return Response.ok(summary).build();
        } catch (XMLStreamException | NumberFormatException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "unreadable catalogue")).build();
        }
    }

    static List<Hide> parse(InputStream body) throws XMLStreamException {
        XMLInputFactory factory = XMLInputFactory.newInstance();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        XMLStreamReader r = factory.createXMLStreamReader(body);

        List<Hide> hides = new ArrayList<>();
        Map<String, String> fields = new HashMap<>();
        String sku = null;
        String current = null;
        StringBuilder text = new StringBuilder();
        while (r.hasNext()) {
            switch (r.next()) {
                case XMLStreamConstants.START_ELEMENT -> {
                    current = r.getLocalName();
                    text.setLength(0);
                    if ("hide".equals(current)) {
                        sku = r.getAttributeValue(null, "sku");
                        fields.clear();
                    }
                }
                case XMLStreamConstants.CHARACTERS -> text.append(r.getText());
                case XMLStreamConstants.END_ELEMENT -> {
                    String name = r.getLocalName();
                    if ("hide".equals(name)) {
                        hides.add(new Hide(sku, fields.get("name"),
                                new BigDecimal(fields.getOrDefault("thickness", "0")),
                                new BigDecimal(fields.getOrDefault("price", "0"))));
                    } else {
                        fields.put(name, text.toString().trim());
                    }
                }
                default -> { }
            }
        }
        r.close();
        return hides;
    }
}
