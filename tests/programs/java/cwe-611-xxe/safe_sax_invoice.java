// Jakarta servlet that reads the invoice total out of an uploaded UBL XML document
package com.example.invoicing;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.helpers.DefaultHandler;

@WebServlet("/invoices/parse")
public class InvoiceParseServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        StringBuilder total = new StringBuilder();
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            SAXParser parser = spf.newSAXParser();
            parser.parse(req.getInputStream(), new DefaultHandler() {
                boolean inTotal;
                @Override public void startElement(String u, String l, String q, Attributes a) { inTotal = q.endsWith("PayableAmount"); }
                @Override public void characters(char[] ch, int s, int n) { if (inTotal) total.append(ch, s, n); }
                @Override public void endElement(String u, String l, String q) { inTotal = false; }
            });
        } catch (Exception e) {
            resp.sendError(400);
            return;
        }
        resp.getWriter().println("total=" + total);
    }
}
