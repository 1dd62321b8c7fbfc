// Servlet that looks up a product's price and stock level in the XML price catalog by SKU.
package com.acme.pricing.web;

import java.io.IOException;
import java.io.InputStream;

import javax.xml.XMLConstants;
import javax.xml.namespace.QName;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

@WebServlet("/pricing/lookup")
public class CatalogLookupServlet extends HttpServlet {

    private Document catalog;

    @Override
    public void init() throws ServletException {
        try (InputStream in = getClass().getResourceAsStream("/price-catalog.xml")) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            catalog = dbf.newDocumentBuilder().parse(in);
        } catch (Exception e) {
            throw new ServletException("cannot load price catalog", e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String sku = req.getParameter("sku");
        String region = req.getParameter("region") == null ? "EU" : req.getParameter("region");
        XPath xpath = XPathFactory.newInstance().newXPath();
        xpath.setXPathVariableResolver((QName name) -> switch (name.getLocalPart()) {
            case "sku" -> sku == null ? "" : sku;
            case "region" -> region;
            default -> null;
        });
        String query = "/catalog/item[@sku=$sku and @region=$region]";
        try {
            Element item = (Element) xpath.evaluate(query, catalog, XPathConstants.NODE);
            if (item == null) {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND);
                return;
            }
            resp.setContentType("application/json");
            resp.getWriter().printf("{\"price\":%s,\"stock\":%s}%n",
                    Double.parseDouble(item.getAttribute("price")),
                    Integer.parseInt(item.getAttribute("stock")));
        } catch (XPathExpressionException | NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
        }
    }
}
