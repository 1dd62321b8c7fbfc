// Dispatch endpoint that parses uploaded flight plan XML and returns its route.
package aero.northwind.dispatch;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.multipart.MultipartFile;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

@RestController
@RequestMapping("/dispatch")
public class FlightPlanController {

    private static DocumentBuilder builder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setExpandEntityReferences(false);
        dbf.setXIncludeAware(false);
        dbf.setIgnoringComments(true);
        return dbf.newDocumentBuilder();
    }

    private static final Function<NodeList, List<String>> WAYPOINTS = nodes -> IntStream.range(0, nodes.getLength())
        .mapToObj(i -> (Element) nodes.item(i))
        .map(e -> e.getAttribute("ident") + "@" + e.getAttribute("alt"))
        .collect(Collectors.toList());

    @PostMapping("/flight-plans")
    public Map<String, Object> upload(@RequestParam("plan") MultipartFile plan)
            throws IOException, ParserConfigurationException, SAXException {
        try (InputStream in = plan.getInputStream()) {
            Document doc = builder().parse(in);
            Element root = doc.getDocumentElement();
            return Map.of(
                "callsign", root.getAttribute("callsign"),
                "departure", doc.getElementsByTagName("departure").item(0).getTextContent(),
                "route", WAYPOINTS.apply(doc.getElementsByTagName("waypoint")));
        }
    }
}
