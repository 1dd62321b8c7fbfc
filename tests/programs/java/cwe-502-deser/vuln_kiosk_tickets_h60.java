// A kiosk tickets program of the h60 set (cwe-502-deser).
package org.cleanline.laundry.kiosk;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.Serializable;

/** Garment ticket written by the self-service drop-off kiosks (legacy Java client). */
class GarmentTicket implements Serializable {
    private static final long serialVersionUID = 3L;
    String ticketNo;
    String customerRef;
    String[] garments = new String[0];
    boolean express;
}

/** Back-office receiver: kiosks POST each drop-off so the plant can schedule the wash. */
class KioskSyncVerticle extends AbstractVerticle {

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.post("/kiosk/tickets")
                .handler(BodyHandler.create().setBodyLimit(64 * 1024))
                .handler(this::receive);
        vertx.createHttpServer().requestHandler(router).listen(8085);
    }

    private void receive(RoutingContext ctx) {
        Buffer payload = ctx.body().buffer();
        vertx.<GarmentTicket>executeBlocking(promise -> {
            try {
                promise.complete(readTicket(payload.getBytes()));
            } catch (IOException | ClassNotFoundException | ClassCastException e) {
                promise.fail(e);
            }
        }, false)
                .map(t -> new JsonObject()
                        .put("ticketNo", t.ticketNo)
                        .put("customerRef", t.customerRef)
                        .put("items", t.garments.length)
                        .put("express", t.express))
                .compose(job -> vertx.eventBus().request("plant.schedule", job))
                .onSuccess(reply -> ctx.response().setStatusCode(201).end())
                .onFailure(err -> ctx.fail(400, err));
    }

    static GarmentTicket readTicket(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (GarmentTicket) in.readObject();
        }
    }
}
