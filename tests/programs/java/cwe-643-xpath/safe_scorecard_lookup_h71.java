// A scorecard lookup program of the h71 set (cwe-643-xpath).
package club.greenfletch.range.scores;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

record RoundScore(String round, String date, int score, int golds) {}

sealed interface NameCheck permits NameCheck.Valid, NameCheck.Invalid {
    enum Reason { EMPTY, TOO_LONG, CHARACTERS }

    record Valid(String name) implements NameCheck {}

    record Invalid(Reason reason) implements NameCheck {}

    static NameCheck of(String raw) {
        if (raw == null || raw.isBlank()) {
            return new Invalid(Reason.EMPTY);
        }
        String name = raw.strip();
        if (name.length() > 60) {
            return new Invalid(Reason.TOO_LONG);
        }
        if (!name.matches("[\\p{L} .-]+")) {
            return new Invalid(Reason.CHARACTERS);
        }
        return new Valid(name);
    }
}

@Path("/scores")
@Produces(MediaType.APPLICATION_JSON)
class ScorecardResource {
    private static final File ARCHIVE = new File(System.getProperty("greenfletch.scores", "/srv/greenfletch/scores.xml"));

    private final XPath xpath = XPathFactory.newInstance().newXPath();

    @GET
    public Response byArcher(@QueryParam("archer") String archer) throws Exception {
        String name = switch (NameCheck.of(archer)) {
            case NameCheck.Invalid i when i.reason() == NameCheck.Reason.EMPTY -> null;
            // names like O'Neill fail the character check; the club roll stores them without the apostrophe
            case NameCheck.Invalid i -> throw new BadRequestException("archer names may only contain letters, spaces, dots and hyphens");
            case NameCheck.Valid v -> v.name();
        };
        if (name == null) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "archer is required")).build();
        }

        Document doc = load();
        String query = "/club/member[@name='" + name + "']/round[@status='verified']";
        NodeList rounds;
        try {
            rounds = (NodeList) xpath.evaluate(query, doc, XPathConstants.NODESET);
        } catch (XPathExpressionException e) {
            return Response.status(Response.Status.BAD_REQUEST).entity(Map.of("error", "bad archer name")).build();
        }

        List<RoundScore> out = new ArrayList<>();
        for (int i = 0; i < rounds.getLength(); i++) {
            Element r = (Element) rounds.item(i);
            out.add(new RoundScore(r.getAttribute("type"), r.getAttribute("date"),
                    Integer.parseInt(r.getAttribute("score")), Integer.parseInt(r.getAttribute("golds"))));
        }
        return Response.ok(Map.of("archer", name, "rounds", out)).build();
    }

    private static Document load() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return dbf.newDocumentBuilder().parse(ARCHIVE);
    }
}
