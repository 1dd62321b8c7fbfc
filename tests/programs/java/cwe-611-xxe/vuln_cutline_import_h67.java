// A cutline import program of the h67 set (cwe-611-xxe).
// stained glass studios: import an SVG cut-line pattern and estimate glass area per colour for a quote
package studio.leadlight.quotes;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.multipart.FileUpload;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

record PieceEstimate(String windowTitle, int pieces, Map<String, Double> areaByColour) {
}

@ApplicationScoped
class CutlineParser {

    PieceEstimate estimate(InputStream svg) throws ParserConfigurationException, IOException, SAXException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(svg);

        NodeList titles = doc.getElementsByTagNameNS("*", "title");
        String title = titles.getLength() > 0 ? titles.item(0).getTextContent().trim() : "untitled";

        Map<String, Double> areas = new TreeMap<>();
        NodeList rects = doc.getElementsByTagNameNS("*", "rect");
        for (int i = 0; i < rects.getLength(); i++) {
            Element piece = (Element) rects.item(i);
            String colour = piece.getAttribute("fill").isBlank() ? "clear" : piece.getAttribute("fill");
            double w = parse(piece.getAttribute("width"));
            double h = parse(piece.getAttribute("height"));
            areas.merge(colour, w * h / 100.0, Double::sum);
        }
        return new PieceEstimate(title, rects.getLength(), areas);
    }

    private static double parse(String value) {
        try {
            return Double.parseDouble(value.replace("mm", ""));
        } catch (NumberFormatException e) {
            return 0.0;
        }
    }
}

@Path("/quotes/cutlines")
public class CutlineResource {

    private final CutlineParser parser;

    public CutlineResource(CutlineParser parser) {
        this.parser = parser;
    }

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Produces(MediaType.APPLICATION_JSON)
    public PieceEstimate upload(@RestForm("pattern") @NotNull FileUpload pattern,
                                @RestForm @Pattern(regexp = "Q-[0-9]{5}") String quoteRef) throws Exception {
        try (InputStream in = java.nio.file.Files.newInputStream(pattern.uploadedFile())) {
            return parser.estimate(in);
        }
    }
}
