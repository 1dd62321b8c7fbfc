// Servlet that re-indents uploaded XML documents for display in the admin console
package com.admin.tools;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.StringWriter;
import javax.xml.XMLConstants;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.stream.StreamResult;
import javax.xml.transform.stream.StreamSource;

class XmlFormatter {
    private final int indent;

    XmlFormatter(int indent) {
        this.indent = indent;
    }

    String format(StreamSource source) throws TransformerException {
        TransformerFactory factory = TransformerFactory.newInstance();
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
        Transformer transformer = factory.newTransformer();
        transformer.setOutputProperty(OutputKeys.INDENT, "yes");
        transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", Integer.toString(indent));
        StringWriter out = new StringWriter();
        transformer.transform(source, new StreamResult(out));
        return out.toString();
    }
}

@WebServlet("/admin/xml/format")
class XmlFormatServlet extends HttpServlet {
    private final XmlFormatter formatter = new XmlFormatter(2);

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String formatted;
        try {
            formatted = formatter.format(new StreamSource(req.getInputStream()));
        } catch (TransformerException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "malformed XML");
            return;
        }
        resp.setContentType("text/plain;charset=UTF-8");
        resp.getWriter().write(formatted);
    }
}
