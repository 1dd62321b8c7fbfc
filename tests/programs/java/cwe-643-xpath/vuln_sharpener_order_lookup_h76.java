// A knife sharpener order status lookup program of the h76 set (cwe-643-xpath).
package com.edgecraft.orders;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

@FunctionalInterface
interface OrderQuery {
    NodeList run(Document orders, String value) throws XPathExpressionException;
}

final class OrderXPath {
    private static final XPathFactory FACTORY = XPathFactory.newInstance();

    private OrderXPath() {
    }

    static NodeList select(Document doc, String expression, Map<String, String> variables)
            throws XPathExpressionException {
        XPath xpath = FACTORY.newXPath();
        xpath.setXPathVariableResolver((QName name) -> variables.get(name.getLocalPart()));
        return (NodeList) xpath.evaluate(expression, doc, XPathConstants.NODESET);
    }
}

@WebServlet("/orders/status")
class OrderStatusServlet extends HttpServlet {
    private Document orders;
    private final Map<String, OrderQuery> queries = Map.of(
            "ticket", (doc, value) -> OrderXPath.select(doc,
                    "/orders/order[@ticket=$ticket]", Map.of("ticket", value)),
            "customer", (doc, value) -> OrderXPath.select(doc,
                    "/orders/order[customer/phone='" + value + "']", Map.of()));

    @Override
    public void init() throws ServletException {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            Path file = Path.of(System.getenv().getOrDefault("ORDERS_XML", "/var/edgecraft/orders.xml"));
            orders = dbf.newDocumentBuilder().parse(file.toFile());
        } catch (Exception e) {
            throw new ServletException("could not load orders", e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        OrderQuery query = queries.get(req.getParameter("by"));
        String value = req.getParameter("value");
        if (query == null || value == null || value.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "expected by=ticket|customer and value");
            return;
        }
        resp.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try {
            NodeList matches = query.run(orders, value.trim());
            for (int i = 0; i < matches.getLength(); i++) {
                Element order = (Element) matches.item(i);
                out.printf("ticket %s: %s knives, status %s, ready %s%n",
                        order.getAttribute("ticket"),
                        order.getElementsByTagName("count").item(0).getTextContent(),
                        order.getElementsByTagName("status").item(0).getTextContent(),
                        order.getElementsByTagName("ready").item(0).getTextContent());
            }
        } catch (XPathExpressionException e) {
            resp.setStatus(HttpServletResponse.SC_BAD_REQUEST);
            out.println("lookup failed");
        }
    }
}
