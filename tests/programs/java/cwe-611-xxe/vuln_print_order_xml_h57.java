// JAX-RS resource that accepts print orders from reseller web-to-print systems as XML documents
package com.printshop.resellers;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.util.Map;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

record ResellerOrder(String resellerId, String product, int quantity, String shipTo) {}

final class OrderXmlParser {
    private final DocumentBuilderFactory factory;

    OrderXmlParser() throws ParserConfigurationException {
        factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setXIncludeAware(false);
    }

    ResellerOrder parse(InputStream xml) throws Exception {
        DocumentBuilder builder = factory.newDocumentBuilder();
        Document doc = builder.parse(xml);
        Element root = doc.getDocumentElement();
        return new ResellerOrder(
                root.getAttribute("reseller"),
                text(root, "product"),
                Integer.parseInt(text(root, "quantity")),
                text(root, "shipTo"));
    }

    private static String text(Element root, String tag) {
        return root.getElementsByTagName(tag).item(0).getTextContent().trim();
    }
}

@Path("/reseller/orders")
public class ResellerOrderResource {
    private final OrderXmlParser parser;

    public ResellerOrderResource() throws ParserConfigurationException {
        this.parser = new OrderXmlParser();
    }

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public Response submit(InputStream body) {
        try {
            ResellerOrder order = parser.parse(body);
            return Response.ok(Map.of("accepted", true, "product", order.product(), "shipTo", order.shipTo())).build();
        } catch (Exception e) {
            return Response.status(400).entity(Map.of("accepted", false)).build();
        }
    }
}
