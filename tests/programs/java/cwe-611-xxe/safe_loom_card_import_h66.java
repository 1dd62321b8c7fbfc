// A loom card import program of the h66 set (cwe-611-xxe).
package com.highlandlooms.rugs.web;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Enumeration;
import java.util.Hashtable;

import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

/**
 * Receives a knotting chart exported from the design software (POST, text/xml)
 * and answers with the yarn needed per colour so the dye house can prepare lots.
 * <chart><row n="1"><knot colour="madder" count="48"/>...</row></chart>
 */
class KnotChartImportServlet extends HttpServlet {

    protected void doPost(HttpServletRequest request, HttpServletResponse response)
            throws ServletException, IOException {
        Document chart;
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(false);
            dbf.setValidating(false);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            dbf.setXIncludeAware(false);
            dbf.setExpandEntityReferences(false);
            DocumentBuilder db = dbf.newDocumentBuilder();
            chart = db.parse(request.getInputStream());
        } catch (ParserConfigurationException e) {
            throw new ServletException(e);
        } catch (SAXException e) {
            response.sendError(HttpServletResponse.SC_BAD_REQUEST, "chart is not well-formed");
            return;
        }

        Hashtable knotsPerColour = new Hashtable();
        NodeList knots = chart.getElementsByTagName("knot");
        for (int i = 0; i < knots.getLength(); i++) {
            Element k = (Element) knots.item(i);
            String colour = k.getAttribute("colour");
            int count;
            try {
                count = Integer.parseInt(k.getAttribute("count"));
            } catch (NumberFormatException e) {
                continue;
            }
            Integer sofar = (Integer) knotsPerColour.get(colour);
            knotsPerColour.put(colour, new Integer(count + (sofar == null ? 0 : sofar.intValue())));
        }

        response.setContentType("text/plain;charset=UTF-8");
        PrintWriter out = response.getWriter();
        Enumeration e = knotsPerColour.keys();
        while (e.hasMoreElements()) {
            String colour = (String) e.nextElement();
            int n = ((Integer) knotsPerColour.get(colour)).intValue();
            // roughly 4.5 cm of yarn per Ghiordes knot
            out.println(colour + ": " + n + " knots, " + (n * 45 / 1000) + " m of yarn");
        }
    }
}
