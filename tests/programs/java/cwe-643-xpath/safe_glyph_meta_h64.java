// A glyph meta program of the h64 set (cwe-643-xpath).
package com.leadandkern.foundry.specimens;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

import static spark.Spark.get;
import static spark.Spark.halt;

/**
 * Specimen site: metrics for selected glyphs of a released family.
 * GET /families/:family/glyphs?g=ampersand&g=Q&g=germandbls
 * glyphs.xml: <foundry><family name=".." released="true|false"><glyph name=".." advance=".." lsb=".." designer=".."/></family></foundry>
 */
class GlyphMetricsRoutes {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9 ._-]{0,47}");

    private final Document metrics;

    GlyphMetricsRoutes(Path glyphsXml) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.metrics = dbf.newDocumentBuilder().parse(glyphsXml.toFile());
    }

    static boolean validName(String s) {
        return s != null && NAME.matcher(s).matches();
    }

    void routes() {
        get("/families/:family/glyphs", (req, res) -> {
            String family = req.params(":family");
            String[] glyphs = req.queryParamsValues("g");
            if (!validName(family) || glyphs == null || glyphs.length > 64) {
                halt(400, "bad request");
            }
            XPath xp = XPathFactory.newInstance().newXPath();
            Map<String, Object> out = new LinkedHashMap<>();
            for (String g : glyphs) {
                if (!validName(g)) {
                    out.put(g, "invalid glyph name");
                    continue;
                }
                String expr = String.format("/foundry/family[@name='%s' and @released='true']/glyph[@name='%s']", family, g);
                Node node = (Node) xp.evaluate(expr, metrics, XPathConstants.NODE);
                if (node == null) {
                    out.put(g, null);
                    continue;
                }
                Element el = (Element) node;
                out.put(g, Map.of(
                        "advance", Integer.parseInt(el.getAttribute("advance")),
                        "lsb", Integer.parseInt(el.getAttribute("lsb"))));
            }
            res.type("application/json");
            return JSON.writeValueAsString(Map.of("family", family, "glyphs", out));
        });
    }
}
