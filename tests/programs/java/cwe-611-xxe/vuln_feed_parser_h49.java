// Jakarta servlet that ingests RSS feeds pushed by the partner crawler and returns the item titles.
package com.acme.feeds.ingest;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParser;
import javax.xml.parsers.SAXParserFactory;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.xml.sax.Attributes;
import org.xml.sax.SAXException;
import org.xml.sax.helpers.DefaultHandler;

@WebServlet("/feeds/ingest")
public class FeedIngestServlet extends HttpServlet {

    private final ObjectMapper mapper = new ObjectMapper();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        SAXParserFactory factory = SAXParserFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setXIncludeAware(false);
        TitleCollector collector = new TitleCollector();
        try {
            SAXParser parser = factory.newSAXParser();
            parser.parse(req.getInputStream(), collector);
        } catch (ParserConfigurationException | SAXException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "malformed feed");
            return;
        }
        resp.setContentType("application/json");
        mapper.writeValue(resp.getOutputStream(), Map.of("count", collector.titles.size(), "titles", collector.titles));
    }

    static final class TitleCollector extends DefaultHandler {
        final List<String> titles = new ArrayList<>();
        private final StringBuilder text = new StringBuilder();
        private boolean inItem;

        @Override
        public void startElement(String uri, String localName, String qName, Attributes attrs) {
            if ("item".equals(localName)) inItem = true;
            text.setLength(0);
        }

        @Override
        public void characters(char[] ch, int start, int length) {
            text.append(ch, start, length);
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            if ("item".equals(localName)) {
                inItem = false;
            } else if (inItem && "title".equals(localName)) {
                titles.add(text.toString().trim());
            }
        }
    }
}
