// A lab results program of the h62 set (cwe-611-xxe).
package com.sunhollow.vineyard;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;

import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.stream.IntStream;

/**
 * The contract wine lab uploads ripeness panels for each vineyard block as XML; the results
 * feed the harvest planner and are echoed back so the lab can confirm what was recorded.
 */
@Path("/blocks/{blockId}/lab-results")
class LabResultResource {

    record Sample(String varietal, double brix, double ph, double titratableAcidity) {}

    interface HarvestPlanner {
        void record(String blockId, List<Sample> samples);
    }

    @Inject
    HarvestPlanner planner;

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public CompletionStage<List<Sample>> upload(@PathParam("blockId") String blockId, InputStream body) {
        return CompletableFuture.supplyAsync(() -> parse(body))
                .thenApply(LabResultResource::samples)
                .thenApply(samples -> {
                    planner.record(blockId, samples);
                    return samples;
                });
    }

    static Document parse(InputStream in) {
        try {
            DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
            dbf.setNamespaceAware(true);
            dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            dbf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            dbf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            dbf.setXIncludeAware(false);
            dbf.setExpandEntityReferences(false);
            return dbf.newDocumentBuilder().parse(in);
        } catch (ParserConfigurationException | SAXException | IOException e) {
            throw new WebApplicationException("unreadable lab report", 400);
        }
    }

    static List<Sample> samples(Document doc) {
        NodeList nodes = doc.getElementsByTagName("sample");
        return IntStream.range(0, nodes.getLength())
                .mapToObj(i -> (Element) nodes.item(i))
                .map(e -> new Sample(
                        text(e, "varietal"),
                        Double.parseDouble(text(e, "brix")),
                        Double.parseDouble(text(e, "ph")),
                        Double.parseDouble(text(e, "ta"))))
                .toList();
    }

    private static String text(Element parent, String tag) {
        NodeList found = parent.getElementsByTagName(tag);
        if (found.getLength() == 0) {
            throw new WebApplicationException("sample is missing " + tag, 400);
        }
        return found.item(0).getTextContent().strip();
    }
}
