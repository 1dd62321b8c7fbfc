// A formula import program of the h63 set (cwe-611-xxe).
package com.maisonambre.formulary.resources;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.glassfish.jersey.media.multipart.FormDataParam;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

record Accord(String material, double partsPerThousand, String note) {}

record FormulaSummary(String name, String family, int accordCount) {}

class FormulaXmlParser {
    private final DocumentBuilderFactory factory;

    FormulaXmlParser() {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setXIncludeAware(false);
        try {
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("XML parser does not support the required features", e);
        }
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
    }

    Document parse(InputStream in) throws IOException, SAXException, ParserConfigurationException {
        DocumentBuilder builder = factory.newDocumentBuilder();
        return builder.parse(in);
    }
}

class FormulaImporter {
    private final FormulaXmlParser parser;

    FormulaImporter(FormulaXmlParser parser) { this.parser = parser; }

    FormulaSummary importFormula(InputStream upload) throws IOException, SAXException, ParserConfigurationException {
        Document doc = parser.parse(upload);
        Element root = doc.getDocumentElement();
        List<Accord> accords = new ArrayList<>();
        NodeList nodes = root.getElementsByTagName("accord");
        for (int i = 0; i < nodes.getLength(); i++) {
            Element e = (Element) nodes.item(i);
            accords.add(new Accord(e.getAttribute("material"),
                    Double.parseDouble(e.getAttribute("ppt")), e.getTextContent().trim()));
        }
        return new FormulaSummary(root.getAttribute("name"), root.getAttribute("family"), accords.size());
    }
}

@Path("/formulas")
@Produces(MediaType.APPLICATION_JSON)
class FormulaImportResource {
    private final FormulaImporter importer = new FormulaImporter(new FormulaXmlParser());

    @POST
    @Path("/import")
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response upload(@FormDataParam("formula") InputStream formulaXml) {
        try {
            FormulaSummary summary = importer.importFormula(formulaXml);
            return Response.status(Response.Status.CREATED).entity(summary).build();
        } catch (SAXException | NumberFormatException e) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        } catch (IOException | ParserConfigurationException e) {
            return Response.serverError().build();
        }
    }
}
