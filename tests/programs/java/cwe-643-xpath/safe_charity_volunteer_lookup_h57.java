// Charity coordinator endpoint that finds volunteers for a region in the exported roster XML
package org.charity.roster;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

record VolunteerSummary(String name, String phone, String skills) {}

class RosterRepository {
    private final Document roster;

    RosterRepository(File rosterFile) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.roster = dbf.newDocumentBuilder().parse(rosterFile);
    }

    List<VolunteerSummary> byRegion(String region) throws Exception {
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver(name -> "region".equals(name.getLocalPart()) ? region : null);
        String expr = "/roster/volunteer[@region=$region and @active='true']";
        NodeList nodes = (NodeList) xpath.evaluate(expr, roster, XPathConstants.NODESET);
        List<VolunteerSummary> out = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            Element v = (Element) nodes.item(i);
            out.add(new VolunteerSummary(v.getAttribute("name"), v.getAttribute("phone"), v.getAttribute("skills")));
        }
        return out;
    }
}

@RestController
class VolunteerLookupController {
    private final RosterRepository repository;

    VolunteerLookupController() throws Exception {
        this.repository = new RosterRepository(new File("/srv/charity/roster.xml"));
    }

    @GetMapping("/coordinators/volunteers")
    List<VolunteerSummary> find(@RequestParam String region) throws Exception {
        return repository.byRegion(region.trim());
    }
}
