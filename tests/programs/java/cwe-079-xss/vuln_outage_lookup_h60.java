// A outage lookup program of the h60 set (cwe-079-xss).
package gov.clearbrook.water.outages;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.eventbus.Message;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.Optional;
import java.util.stream.Collectors;

/** Customer portal: "is there a water outage on my street?" */
class OutageLookupVerticle extends AbstractVerticle {

    static final String LOOKUP_ADDRESS = "outages.by-street";

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.get("/outages").handler(this::lookup);
        vertx.createHttpServer().requestHandler(router).listen(8080);
    }

    private void lookup(RoutingContext ctx) {
        Optional<String> street = ctx.queryParam("street").stream()
                .findFirst()
                .map(String::trim)
                .filter(s -> s.length() >= 3 && s.length() <= 80);

        if (street.isEmpty()) {
            ctx.response().setStatusCode(400).end();
            return;
        }

        vertx.eventBus().<JsonArray>request(LOOKUP_ADDRESS, street.get())
                .map(Message::body)
                .map(outages -> render(street.get(), outages))
                .onSuccess(html -> ctx.response()
                        .putHeader("Content-Type", "text/html; charset=utf-8")
                        .end(html))
                .onFailure(err -> ctx.fail(503, err));
    }

    private static String render(String street, JsonArray outages) {
        String label = street;
        if (outages.isEmpty()) {
            return page("<p class=\"ok\">No planned or unplanned outages for <b>" + label + "</b>.</p>");
        }
        String rows = outages.stream()
                .map(JsonObject.class::cast)
                .map(o -> "<li>" + o.getString("kind") + " &middot; "
                        + o.getString("window") + " &middot; ref " + o.getLong("incidentNo") + "</li>")
                .collect(Collectors.joining());
        return page("<p>Outages affecting <b>" + label + "</b>:</p><ul>" + rows + "</ul>");
    }

    private static String page(String body) {
        return "<!doctype html><html><head><title>Outage check</title></head><body>" + body + "</body></html>";
    }
}
