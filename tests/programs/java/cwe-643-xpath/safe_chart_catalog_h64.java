// A chart catalog program of the h64 set (cwe-643-xpath).
package net.contourhouse.atlas.catalog;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Public chart finder. The catalogue (charts.xml, shipped with the app) holds
 * published and draft sheets: <catalog><chart id=".." region=".." scale=".." status="published|draft">..</chart></catalog>
 * GET /charts?region=hebrides&region=orkney
 */
class ChartFinder {
    private final Document catalog;

    ChartFinder() throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        try (InputStream in = ChartFinder.class.getResourceAsStream("/charts.xml")) {
            catalog = dbf.newDocumentBuilder().parse(in);
        }
    }

    void register(Javalin app) {
        app.get("/charts", this::find);
    }

    void find(Context ctx) throws XPathExpressionException {
        Map<String, List<Map<String, String>>> byRegion = new LinkedHashMap<>();
        for (String region : ctx.queryParams("region")) {
            String key = region.trim().toLowerCase();
            if (key.isEmpty() || byRegion.containsKey(key) || byRegion.size() >= 10) {
                continue;
            }
            List<Map<String, String>> sheets = new ArrayList<>();
            NodeList nodes = publishedCharts(key);
            for (int i = 0; i < nodes.getLength(); i++) {
                Element chart = (Element) nodes.item(i);
                sheets.add(Map.of(
                        "id", chart.getAttribute("id"),
                        "title", chart.getTextContent().trim(),
                        "scale", chart.getAttribute("scale")));
            }
            byRegion.put(key, sheets);
        }
        ctx.json(byRegion);
    }

    private NodeList publishedCharts(String region) throws XPathExpressionException {
        XPath xp = XPathFactory.newInstance().newXPath();
        xp.setXPathVariableResolver(name -> "region".equals(name.getLocalPart()) ? region : null);
        String expr = "/catalog/chart[@region=$region and @status='published']";
        return (NodeList) xp.evaluate(expr, catalog, XPathConstants.NODESET);
    }
}
