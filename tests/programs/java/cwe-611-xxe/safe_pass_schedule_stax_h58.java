// pass schedule stax (h58 set)
package org.kestrelgs.planning;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

class ContactScheduleVerticle extends AbstractVerticle {

    record Contact(String spacecraft, String antenna, String aos, String los) {}

    private static final XMLInputFactory XML = XMLInputFactory.newFactory();

    static {
        XML.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        XML.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
    }

    static List<Contact> readContacts(String xml) throws XMLStreamException {
        XMLStreamReader r = XML.createXMLStreamReader(new StringReader(xml));
        List<Contact> contacts = new ArrayList<>();
        Map<String, String> current = null;
        String field = null;
        try {
            while (r.hasNext()) {
                switch (r.next()) {
                    case XMLStreamConstants.START_ELEMENT -> {
                        String name = r.getLocalName();
                        if ("contact".equals(name)) {
                            current = new HashMap<>();
                        } else if (current != null) {
                            field = name;
                        }
                    }
                    case XMLStreamConstants.CHARACTERS -> {
                        if (current != null && field != null && !r.isWhiteSpace()) {
                            current.merge(field, r.getText().strip(), String::concat);
                        }
                    }
                    case XMLStreamConstants.END_ELEMENT -> {
                        if ("contact".equals(r.getLocalName()) && current != null) {
                            contacts.add(new Contact(current.get("spacecraft"), current.get("antenna"),
                                    current.get("aos"), current.get("los")));
                            current = null;
                        }
                        field = null;
                    }
                    default -> { }
                }
            }
        } finally {
            r.close();
        }
        return contacts;
    }

    private void importSchedule(RoutingContext ctx) {
        String body = ctx.body().asString();
        vertx.<List<Contact>>executeBlocking(p -> {
                    try {
                        p.complete(readContacts(body));
                    } catch (XMLStreamException e) {
                        p.fail(e);
                    }
                })
                .compose(contacts -> {
                    JsonArray arr = new JsonArray();
                    contacts.forEach(c -> arr.add(JsonObject.mapFrom(c)));
                    vertx.eventBus().publish("schedule.contacts.imported", arr);
                    return Future.succeededFuture(arr.size());
                })
                .onSuccess(n -> ctx.json(new JsonObject().put("contacts", n)))
                .onFailure(err -> ctx.response().setStatusCode(400).end());
    }

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.post("/schedule/import").handler(BodyHandler.create().setBodyLimit(2 * 1024 * 1024));
        router.post("/schedule/import").handler(this::importSchedule);
        vertx.createHttpServer().requestHandler(router)
                .listen(Integer.parseInt(System.getenv().getOrDefault("PLANNING_PORT", "8095")));
    }
}
