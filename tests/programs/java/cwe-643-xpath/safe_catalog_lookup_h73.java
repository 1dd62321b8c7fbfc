// A catalog lookup program of the h73 set (cwe-643-xpath).
package org.perforationsociety.catalogue;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/catalogue/issues")
public class CatalogueLookupServlet extends HttpServlet {

    private static final Set<String> COUNTRIES = Set.of("gb", "ie", "fr", "de", "nl", "be", "ch", "at", "it");

    private Document catalogue;

    @Override
    public void init() throws ServletException {
        try (InputStream in = Files.newInputStream(Path.of("/srv/perforation/catalogue.xml"))) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            catalogue = dbf.newDocumentBuilder().parse(in);
        } catch (Exception e) {
            throw new ServletException("cannot load stamp catalogue", e);
        }
    }

    /** q is "country/series", e.g. "gb/Machin Definitives" -- the search box encodes it once more. */
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String q = req.getParameter("q");
        if (q == null || !q.contains("/")) {
            resp.sendError(400, "expected country/series");
            return;
        }
        String[] parts = URLDecoder.decode(q, StandardCharsets.UTF_8).split("/", 2);
        String country = parts[0].strip().toLowerCase(Locale.ROOT);
        String series = parts[1].strip();
        if (!COUNTRIES.contains(country)) {
            resp.sendError(400, "country not in catalogue");
            return;
        }

        NodeList issues;
        try {
            XPath xpath = XPathFactory.newInstance().newXPath();
            xpath.setXPathVariableResolver(name -> switch (name.getLocalPart()) {
                case "country" -> country;
                case "series" -> series;
                default -> null;
            });
            String expr = "/catalogue/country[@code=$country]/issue[@series=$series and not(@withdrawn='true')]";
            issues = (NodeList) xpath.evaluate(expr, catalogue, XPathConstants.NODESET);
        } catch (Exception e) {
            resp.sendError(400, "bad query");
            return;
        }

        resp.setContentType("application/json;charset=UTF-8");
        try (PrintWriter out = resp.getWriter()) {
            StringBuilder json = new StringBuilder("[");
            for (int i = 0; i < issues.getLength(); i++) {
                Element issue = (Element) issues.item(i);
                if (i > 0) {
                    json.append(',');
                }
                json.append(String.format("{\"sg\":\"%s\",\"year\":%s,\"value\":\"%s\"}",
                        jsonText(issue.getAttribute("sg")),
                        issue.getAttribute("year").matches("\\d{4}") ? issue.getAttribute("year") : "null",
                        jsonText(issue.getAttribute("faceValue"))));
            }
            out.write(json.append(']').toString());
        }
    }

    private static String jsonText(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }
}
