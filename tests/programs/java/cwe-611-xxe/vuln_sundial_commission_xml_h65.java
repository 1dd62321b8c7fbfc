// A sundial commission xml program of the h65 set (cwe-611-xxe).
package com.gnomonandco.orders;

import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.xml.sax.InputSource;

import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.StringReader;
import java.util.Map;

/**
 * Architects send sundial commissions as XML exported from their CAD plug-in:
 * site latitude/longitude, wall declination and the dial style. We compute the
 * gnomon angle and queue the job for the engraving bench.
 */
@Path("/commissions")
public class DialCommissionResource {

    private final CommissionQueue queue;

    public DialCommissionResource(CommissionQueue queue) {
        this.queue = queue;
    }

    @POST
    @Consumes(MediaType.APPLICATION_XML)
    @Produces(MediaType.APPLICATION_JSON)
    public Response submit(String commissionXml) throws Exception {
        DocumentBuilderFactory dbf = DocumentBuilderFactory.newInstance();
        dbf.setNamespaceAware(true);
        DocumentBuilder builder = dbf.newDocumentBuilder();
        Document doc = builder.parse(new InputSource(new StringReader(commissionXml)));

        Element site = (Element) doc.getElementsByTagName("site").item(0);
        Element dial = (Element) doc.getElementsByTagName("dial").item(0);
        if (site == null || dial == null) {
            return Response.status(Response.Status.BAD_REQUEST)
                    .entity(Map.of("error", "site and dial elements are required")).build();
        }
        double latitude = Double.parseDouble(site.getAttribute("latitude"));
        double declination = Double.parseDouble(dial.getAttribute("declination"));
        String style = dial.getAttribute("style");
        String motto = dial.getTextContent().trim();

        if (Math.abs(latitude) > 66.5) {
            return Response.status(Response.Status.BAD_REQUEST)
                    .entity(Map.of("error", "latitude outside supported range")).build();
        }
        // for a vertical dial the gnomon makes (90 - latitude) with the wall face
        double gnomonAngle = "vertical".equals(style) ? 90.0 - Math.abs(latitude) : Math.abs(latitude);

        long jobId = queue.enqueue(style, latitude, declination, gnomonAngle, motto);
        return Response.status(Response.Status.ACCEPTED)
                .entity(Map.of("jobId", jobId, "gnomonAngle", gnomonAngle, "motto", motto))
                .build();
    }
}

interface CommissionQueue {
    long enqueue(String style, double latitude, double declination, double gnomonAngle, String motto);
}
