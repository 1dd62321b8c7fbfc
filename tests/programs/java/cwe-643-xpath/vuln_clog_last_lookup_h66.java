// A clog last lookup program of the h66 set (cwe-643-xpath).
package nl.houtenklompen.workshop.action;

import java.io.InputStream;
import java.util.Vector;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import com.opensymphony.xwork2.ActionSupport;

/**
 * Finds carving lasts in the workshop's last catalogue (lasts.xml on the
 * classpath), either by EU shoe size or by the wood they are meant for.
 */
class ClogLastLookupAction extends ActionSupport {

    private static final long serialVersionUID = 5L;
    private static Document catalogue;

    private String op;
    private String size;
    private String wood;
    private Vector lasts = new Vector();

    public void setOp(String op) { this.op = op; }
    public void setSize(String size) { this.size = size; }
    public void setWood(String wood) { this.wood = wood; }
    public Vector getLasts() { return lasts; }

    private static synchronized Document catalogue() throws Exception {
        if (catalogue == null) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            InputStream in = ClogLastLookupAction.class.getResourceAsStream("/lasts.xml");
            try {
                catalogue = dbf.newDocumentBuilder().parse(in);
            } finally {
                in.close();
            }
        }
        return catalogue;
    }

    public String execute() throws Exception {
        XPath xp = XPathFactory.newInstance().newXPath();
        String expr;
        if ("bySize".equals(op)) {
            int eu;
            try {
                eu = Integer.parseInt(size);
            } catch (NumberFormatException e) {
                addFieldError("size", getText("lasts.size.invalid"));
                return INPUT;
            }
            expr = "/lasts/last[@euSize='" + eu + "']";
        } else {
            if (wood == null || wood.length() == 0) {
                addFieldError("wood", getText("lasts.wood.required"));
                return INPUT;
            }
            expr = "/lasts/last[wood='" + wood + "']";
        }

        NodeList nodes = (NodeList) xp.evaluate(expr, catalogue(), XPathConstants.NODESET);
        for (int i = 0; i < nodes.getLength(); i++) {
            Element last = (Element) nodes.item(i);
            lasts.add(last.getAttribute("code") + " - EU " + last.getAttribute("euSize"));
        }
        return SUCCESS;
    }
}
