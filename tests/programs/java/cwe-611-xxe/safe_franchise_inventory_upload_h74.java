// A franchise inventory upload program of the h74 set (cwe-611-xxe).
package de.brezelhaus.franchise;

import java.io.StringReader;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamReader;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

class InventoryUploadVerticle extends AbstractVerticle {

    // latest counts per store, read by the replenishment planner running on another verticle
    static final Map<String, Map<String, Integer>> LATEST = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        Vertx.vertx().deployVerticle(new InventoryUploadVerticle());
    }

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.route().handler(BodyHandler.create().setBodyLimit(512 * 1024));
        router.post("/stores/:storeId/inventory").handler(this::upload);
        vertx.createHttpServer().requestHandler(router).listen(8088);
    }

    private void upload(RoutingContext rc) {
        String storeId = rc.pathParam("storeId");
        String xml = rc.body().asString();
        // parsing can take a while for big stores, keep it off the event loop
        vertx.executeBlocking(() -> parseCounts(xml))
                .onSuccess(counts -> {
                    LATEST.put(storeId, counts);
                    rc.response().putHeader("content-type", "application/json")
                            .end(new JsonObject().put("store", storeId).put("lines", counts.size())
                                    .put("counts", new JsonObject(new HashMap<String, Object>(counts))).encode());
                })
                .onFailure(err -> rc.response().setStatusCode(400).end("could not read inventory: " + err.getMessage()));
    }

    private static Map<String, Integer> parseCounts(String xml) throws Exception {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.IS_COALESCING, true);
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);

        XMLStreamReader r = factory.createXMLStreamReader(new StringReader(xml));
        Map<String, Integer> counts = new HashMap<>();
        String product = null;
        try {
            while (r.hasNext()) {
                int ev = r.next();
                if (ev == XMLStreamConstants.START_ELEMENT && "line".equals(r.getLocalName())) {
                    product = r.getAttributeValue(null, "product");
                } else if (ev == XMLStreamConstants.START_ELEMENT && "remaining".equals(r.getLocalName()) && product != null) {
                    String text = r.getElementText().trim();
                    counts.merge(product, Integer.parseInt(text), Integer::sum);
                }
            }
        } finally {
            r.close();
        }
        return counts;
    }
}
