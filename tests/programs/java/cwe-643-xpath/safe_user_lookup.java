// Jakarta servlet that authenticates users against an XML user directory with XPath
package com.example.xmlauth;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Node;

@WebServlet("/xml-login")
public class XmlLoginServlet extends HttpServlet {

    private Document users;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("name");
        String pin = req.getParameter("pin");
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName v) -> "name".equals(v.getLocalPart()) ? name : pin);
        try {
            String expr = "/users/user[name=$name and pin=$pin]";
            Node match = (Node) xpath.evaluate(expr, users, XPathConstants.NODE);
            resp.setStatus(match != null ? 200 : 401);
        } catch (XPathExpressionException e) {
            resp.sendError(400);
        }
    }
}
