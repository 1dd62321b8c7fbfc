// Spring controller that answers fixture queries for a basketball league from the published XML schedule
package league.fixtures;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Repository;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

record Fixture(String round, String home, String away, String tipOff) {}

@Repository
class ScheduleRepository {
    private final Document schedule;
    private final XPathFactory xpaths = XPathFactory.newInstance();

    ScheduleRepository(@Value("${league.schedule.file}") String file) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.schedule = dbf.newDocumentBuilder().parse(Path.of(file).toFile());
    }

    List<Fixture> forTeam(String team) throws XPathExpressionException {
        XPath xpath = xpaths.newXPath();
        xpath.setXPathVariableResolver(name -> "team".equals(name.getLocalPart()) ? team : null);
        String expr = "/season/round/game[home=$team or away=$team]";
        NodeList games = (NodeList) xpath.evaluate(expr, schedule, XPathConstants.NODESET);
        List<Fixture> result = new ArrayList<>();
        for (int i = 0; i < games.getLength(); i++) {
            Element g = (Element) games.item(i);
            result.add(new Fixture(((Element) g.getParentNode()).getAttribute("number"),
                    xpath.evaluate("home", g), xpath.evaluate("away", g), g.getAttribute("tipoff")));
        }
        return result;
    }
}

@RestController
class FixtureController {
    private final ScheduleRepository schedule;

    FixtureController(ScheduleRepository schedule) { this.schedule = schedule; }

    @GetMapping("/fixtures")
    List<Fixture> fixtures(@RequestParam String team) throws XPathExpressionException {
        return schedule.forTeam(team.strip());
    }
}
