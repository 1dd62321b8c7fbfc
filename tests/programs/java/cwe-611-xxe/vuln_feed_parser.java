// Quarkus JAX-RS resource that ingests partner product feeds uploaded as XML with StAX.
package com.acme.catalog.feeds;

import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@Path("/feeds/products")
public class ProductFeedResource {

    private static final XMLInputFactory FACTORY = createFactory();

    private static XMLInputFactory createFactory() {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.IS_COALESCING, Boolean.TRUE);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, Boolean.FALSE);
        return factory;
    }

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public List<String> ingest(InputStream body) throws XMLStreamException {
        List<String> skus = new ArrayList<>();
        XMLStreamReader reader = FACTORY.createXMLStreamReader(body);
        try {
            boolean inSku = false;
            while (reader.hasNext()) {
                int event = reader.next();
                if (event == XMLStreamConstants.START_ELEMENT) {
                    inSku = "sku".equals(reader.getLocalName());
                } else if (event == XMLStreamConstants.CHARACTERS && inSku) {
                    skus.add(reader.getText().trim());
                } else if (event == XMLStreamConstants.END_ELEMENT) {
                    inSku = false;
                }
            }
        } finally {
            reader.close();
        }
        return skus;
    }
}
