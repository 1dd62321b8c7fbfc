// Vert.x routes that import a partner's XML product feed and report the imported titles.
package com.acme.catalog.feed;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.io.StringReader;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

public class FeedImportRoutes {

    private final XMLInputFactory factory;

    public FeedImportRoutes() {
        this.factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
    }

    public void mount(Router router) {
        router.post("/feeds/import")
                .handler(BodyHandler.create().setBodyLimit(5 * 1024 * 1024))
                .handler(this::importFeed);
    }

    private void importFeed(RoutingContext ctx) {
        String xml = ctx.body().asString();
        JsonArray titles = new JsonArray();
        try {
            XMLStreamReader reader = factory.createXMLStreamReader(new StringReader(xml));
            while (reader.hasNext()) {
                if (reader.next() == XMLStreamConstants.START_ELEMENT && "title".equals(reader.getLocalName())) {
                    titles.add(reader.getElementText().trim());
                }
            }
            reader.close();
        } catch (XMLStreamException e) {
            ctx.response().setStatusCode(400).end("malformed feed");
            return;
        }
        ctx.json(new JsonObject().put("imported", titles.size()).put("titles", titles));
    }
}
