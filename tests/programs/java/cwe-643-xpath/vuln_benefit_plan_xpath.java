// HR self-service servlet that lists coverage tiers for a benefit plan from the bundled benefits catalogue XML.
package com.peoplehub.benefits.web;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

@WebServlet("/benefits/tiers")
public class BenefitTierServlet extends HttpServlet {

    private Document catalogue;

    @Override
    public void init() throws ServletException {
        try (InputStream in = getClass().getResourceAsStream("/benefits-catalogue.xml")) {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            catalogue = dbf.newDocumentBuilder().parse(in);
        } catch (Exception e) {
            throw new ServletException("cannot load benefits catalogue", e);
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String planCode = req.getParameter("plan");
        if (planCode == null || planCode.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "plan is required");
            return;
        }
        XPath xpath = XPathFactory.newInstance().newXPath();
        String expression = "/catalogue/plan[@code='" + planCode.trim() + "' and @status='published']/tier";
        resp.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try {
            NodeList tiers = (NodeList) xpath.evaluate(expression, catalogue, XPathConstants.NODESET);
            for (int i = 0; i < tiers.getLength(); i++) {
                Element tier = (Element) tiers.item(i);
                out.println(tier.getAttribute("name") + "\t" + tier.getAttribute("monthlyPremium"));
            }
        } catch (XPathExpressionException e) {
            resp.setStatus(HttpServletResponse.SC_BAD_REQUEST);
        }
    }
}
