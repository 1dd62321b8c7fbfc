// JAX-RS resource that imports an uploaded RSS feed and returns the item titles it found
package com.acme.newsroom.feeds;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

import javax.ws.rs.Consumes;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.WebApplicationException;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

@Path("/feeds/import")
class FeedImportResource {

    static final class TitleCollector extends DefaultHandler {
        final List<String> titles = new ArrayList<>();
        private StringBuilder current;

        @Override
        public void startElement(String uri, String local, String qName, Attributes attrs) {
            current = "title".equals(qName) ? new StringBuilder() : null;
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            if (current != null) {
                current.append(ch, start, length);
            }
        }

        @Override
        public void endElement(String uri, String local, String qName) {
            if (current != null && "title".equals(qName)) {
                titles.add(current.toString().trim());
            }
            current = null;
        }
    }

    @POST
    @Consumes({MediaType.APPLICATION_XML, "application/rss+xml"})
    @Produces(MediaType.APPLICATION_JSON)
    public List<String> importFeed(InputStream body) throws IOException {
        TitleCollector collector = new TitleCollector();
        try {
            SAXParserFactory spf = SAXParserFactory.newInstance();
            SAXParser parser = spf.newSAXParser();
            parser.parse(body, collector);
        } catch (SAXException | ParserConfigurationException e) {
            throw new WebApplicationException("unreadable feed", Response.Status.BAD_REQUEST);
        }
        return collector.titles;
    }
}
