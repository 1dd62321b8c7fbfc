// A maple syrup farm grade certificate import program of the h75 set (cwe-611-xxe).
package com.sugarbush.grading;

import java.io.IOException;
import java.io.InputStream;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

@WebServlet("/certificates/import")
@MultipartConfig(maxFileSize = 512 * 1024)
class GradeCertificateServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(GradeCertificateServlet.class.getName());

    record GradeCertificate(String batch, String grade, String colourClass, double brix) {}

    static final class CertificateFormatException extends Exception {
        CertificateFormatException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static DocumentBuilder newBuilder() throws ParserConfigurationException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder();
    }

    private static String childText(Element parent, String name) throws CertificateFormatException {
        var nodes = parent.getElementsByTagName(name);
        if (nodes.getLength() == 0 || nodes.item(0).getTextContent().isBlank()) {
            throw new CertificateFormatException("certificate is missing <" + name + ">", null);
        }
        return nodes.item(0).getTextContent().strip();
    }

    static GradeCertificate parse(InputStream xml) throws CertificateFormatException, IOException, ServletException {
        Document doc;
        try {
            doc = newBuilder().parse(xml);
        } catch (ParserConfigurationException e) {
            throw new ServletException("XML parser misconfigured", e);
        } catch (SAXException e) {
            throw new CertificateFormatException("certificate is not well-formed XML", e);
        }
        Element root = doc.getDocumentElement();
        if (!"gradeCertificate".equals(root.getLocalName())) {
            throw new CertificateFormatException("root element must be gradeCertificate", null);
        }
        try {
            double brix = Double.parseDouble(childText(root, "brix"));
            return new GradeCertificate(childText(root, "batch"), childText(root, "grade"),
                    childText(root, "colourClass"), brix);
        } catch (NumberFormatException e) {
            throw new CertificateFormatException("brix must be a number", e);
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        resp.setContentType("text/plain;charset=UTF-8");
        Part upload = req.getPart("certificate");
        if (upload == null || upload.getSize() == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "attach the grading certificate XML");
            return;
        }
        GradeCertificate certificate;
        try (InputStream in = upload.getInputStream()) {
            certificate = parse(in);
        } catch (CertificateFormatException e) {
            LOG.log(Level.INFO, "certificate rejected: " + e.getMessage(), e.getCause());
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "certificate could not be read");
            return;
        } finally {
            upload.delete();
        }
        if (certificate.brix() < 66.0 || certificate.brix() > 68.9) {
            LOG.warning("batch " + certificate.batch() + " outside syrup density range: " + certificate.brix());
        }
        resp.getWriter().printf("Batch %s recorded as %s (%s), %.1f Brix%n",
                certificate.batch(), certificate.grade(), certificate.colourClass(), certificate.brix());
    }
}
