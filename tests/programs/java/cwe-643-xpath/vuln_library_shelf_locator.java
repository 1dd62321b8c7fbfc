// Play for Java controller that tells patrons which shelf holds a book, using the branch shelf map.
package controllers;

import java.io.File;

import javax.inject.Inject;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;

import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;

public class ShelfController extends Controller {

    private final Document shelfMap;

    @Inject
    public ShelfController(play.Environment env) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        File mapFile = env.getFile("conf/shelf-map.xml");
        this.shelfMap = dbf.newDocumentBuilder().parse(mapFile);
    }

    public Result locate(Http.Request request) throws Exception {
        String isbn = request.queryString("isbn").orElse("").replace("-", "").trim();
        if (isbn.isEmpty()) {
            return badRequest("isbn is required");
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expr = "/branch/shelf[@public='true'][book/@isbn='" + isbn + "']/@code";
        String code = (String) xpath.evaluate(expr, shelfMap, XPathConstants.STRING);
        if (code.isEmpty()) {
            return notFound("not on the open shelves");
        }
        return ok("Shelf " + code);
    }
}
