// Scheduled job helper that parses partner RSS feeds with StAX and extracts item titles and links
package com.acme.news.ingest;

import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

public final class PartnerFeedReader {

    public record FeedItem(String title, String link) {}

    private final HttpClient http = HttpClient.newHttpClient();
    private final XMLInputFactory xif;

    public PartnerFeedReader() {
        xif = XMLInputFactory.newInstance();
        xif.setProperty(XMLInputFactory.IS_COALESCING, true);
        xif.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
    }

    public List<FeedItem> fetch(URI feedUri) throws Exception {
        HttpResponse<InputStream> resp = http.send(
                HttpRequest.newBuilder(feedUri).GET().build(), HttpResponse.BodyHandlers.ofInputStream());
        List<FeedItem> items = new ArrayList<>();
        try (InputStream body = resp.body()) {
            XMLStreamReader r = xif.createXMLStreamReader(body);
            String title = null;
            String link = null;
            while (r.hasNext()) {
                int ev = r.next();
                if (ev == XMLStreamConstants.START_ELEMENT) {
                    switch (r.getLocalName()) {
                        case "title" -> title = r.getElementText();
                        case "link" -> link = r.getElementText();
                        default -> { }
                    }
                } else if (ev == XMLStreamConstants.END_ELEMENT && "item".equals(r.getLocalName())) {
                    items.add(new FeedItem(title, link));
                    title = null;
                    link = null;
                }
            }
            r.close();
        }
        return items;
    }
}
