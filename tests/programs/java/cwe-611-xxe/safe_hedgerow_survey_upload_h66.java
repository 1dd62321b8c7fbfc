// A hedgerow survey upload program of the h66 set (cwe-611-xxe).
package uk.co.midlandhedging.survey.rest;

import java.io.InputStream;
import java.util.Vector;

import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.Response;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Accepts hedgerow condition surveys sent from the field recorders before a
 * length of hedge is quoted for laying.
 * <survey><length>140</length><species>hawthorn</species><species>hazel</species></survey>
 */
@Path("/surveys")
class HedgerowSurveyResource {

    @POST
    @Consumes({ "application/xml", "text/xml" })
    @Produces("text/plain")
    public Response upload(InputStream body) {
        final Vector species = new Vector();
        final int[] metres = new int[1];
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            spf.setNamespaceAware(true);
            spf.setValidating(false);
            spf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            spf.setFeature("http://xml.org/sax/features/external-general-entities", false);
            spf.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            SAXParser parser = spf.newSAXParser();
            parser.parse(body, new DefaultHandler() {
                private StringBuffer text = new StringBuffer();

                public void startElement(String uri, String local, String qName, Attributes atts) {
                    text.setLength(0);
                }

                public void characters(char[] ch, int start, int length) {
                    text.append(ch, start, length);
                }

                public void endElement(String uri, String local, String qName) throws SAXException {
                    if ("species".equals(local)) {
                        String s = text.toString().trim().toLowerCase();
                        if (s.length() > 0 && !species.contains(s)) {
                            species.add(s);
                        }
                    } else if ("length".equals(local)) {
                        try {
                            metres[0] += Integer.parseInt(text.toString().trim());
                        } catch (NumberFormatException e) {
                            throw new SAXException("length must be whole metres");
                        }
                    }
                }
            });
        } catch (Exception e) {
            return Response.status(400).entity("survey could not be read").build();
        }

        // more than five woody species per 30 m usually means an old hedge worth laying
        boolean ancient = metres[0] > 0 && species.size() * 30 / metres[0] >= 5;
        return Response.ok("recorded " + species.size() + " species over " + metres[0] + " m"
                + (ancient ? " (likely ancient hedgerow)" : "")).build();
    }
}
