// A stoplist import program of the h70 set (cwe-611-xxe).
package nl.windlade.workshop.specs;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

@Path("/projects/{opus}/stoplist")
class StopListImportResource {

    record Stop(String division, String name, String pitch, int ranks, String notes) {}

    record StopListSummary(String opus, String instrument, int stopCount, Map<String, List<Stop>> divisions) {}

    private final Map<String, StopListSummary> projects = new ConcurrentHashMap<>();

    private static DocumentBuilder builder() throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        factory.setNamespaceAware(true);
        factory.setIgnoringComments(true);
        factory.setCoalescing(true);
        return factory.newDocumentBuilder();
    }

    @POST
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response importStopList(@PathParam("opus") String opus, InputStream body) {
        if (!opus.matches("op\\d{1,4}")) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
        Document doc;
        try {
            doc = builder().parse(body);
        } catch (Exception e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "not a stop list")).build();
        }
        Element root = doc.getDocumentElement();
        NodeList nodes = root.getElementsByTagName("stop");
        List<Stop> stops = IntStream.range(0, nodes.getLength())
                .mapToObj(i -> (Element) nodes.item(i))
                .map(e -> new Stop(
                        Optional.of(((Element) e.getParentNode()).getAttribute("name")).filter(s -> !s.isBlank()).orElse("Pedal"),
                        e.getAttribute("name"),
                        e.getAttribute("pitch"),
                        Optional.of(e.getAttribute("ranks")).filter(s -> s.matches("\\d+")).map(Integer::parseInt).orElse(1),
                        e.getTextContent().strip()))
                .toList();
        Map<String, List<Stop>> byDivision = stops.stream()
                .collect(Collectors.groupingBy(Stop::division, TreeMap::new, Collectors.toList()));
        StopListSummary summary = new StopListSummary(opus, root.getAttribute("instrument"), stops.size(), byDivision);
        projects.put(opus, summary);
        return Response.ok(summary).build();
    }
}
