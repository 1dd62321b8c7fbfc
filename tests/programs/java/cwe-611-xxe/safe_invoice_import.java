// JAX-RS resource that imports supplier invoices uploaded as XML documents.
package com.acme.billing.api;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.util.Map;
import javax.inject.Inject;
import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.SAXException;

@Path("/invoices/import")
public class InvoiceImportResource {

    @Inject
    InvoiceService invoices;

    @POST
    @Consumes({MediaType.APPLICATION_XML, MediaType.TEXT_XML})
    @Produces(MediaType.APPLICATION_JSON)
    public Response importInvoice(InputStream body) {
        try {
            Element root = parse(body).getDocumentElement();
            String number = text(root, "number");
            String supplier = text(root, "supplier");
            BigDecimal amount = new BigDecimal(text(root, "amount"));
            long id = invoices.record(number, supplier, amount);
            return Response.ok(Map.of("id", id, "number", number, "supplier", supplier)).build();
        } catch (ParserConfigurationException | SAXException | IOException | RuntimeException e) {
            return Response.status(Response.Status.BAD_REQUEST).build();
        }
    }

    private Document parse(InputStream in) throws ParserConfigurationException, SAXException, IOException {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setXIncludeAware(false);
        factory.setExpandEntityReferences(false);
        return factory.newDocumentBuilder().parse(in);
    }

    private static String text(Element root, String tag) {
        return root.getElementsByTagName(tag).item(0).getTextContent().trim();
    }
}
