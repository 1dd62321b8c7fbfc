// JAX-RS resource that ingests court e-filing receipts and returns the stamped filing details
package law.whitmore.efiling;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;

@Path("/filings/receipts")
public class FilingReceiptResource {

    private static final String[] FIELDS = {"caseNumber", "court", "filedAt", "envelopeId", "documentTitle"};

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
        dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        dbf.setXIncludeAware(false);
        dbf.setExpandEntityReferences(false);
        return dbf.newDocumentBuilder();
    }

    private static final Function<Document, Map<String, String>> EXTRACT = doc -> Stream.of(FIELDS)
            .filter(f -> doc.getElementsByTagName(f).getLength() > 0)
            .collect(Collectors.toMap(f -> f, f -> doc.getElementsByTagName(f).item(0).getTextContent().trim()));

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public Response ingest(InputStream body) {
        try {
            Document doc = newBuilder().parse(body);
            Map<String, String> receipt = EXTRACT.apply(doc);
            if (!receipt.containsKey("envelopeId")) {
                return Response.status(422).entity(Map.of("error", "missing envelopeId")).build();
            }
            return Response.ok(receipt).build();
        } catch (Exception e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "malformed receipt")).build();
        }
    }
}
