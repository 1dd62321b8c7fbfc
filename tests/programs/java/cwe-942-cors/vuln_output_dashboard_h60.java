// A output dashboard program of the h60 set (cwe-942-cors).
package net.westridge.windfarm.dashboard;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.http.CookieSameSite;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.SessionHandler;
import io.vertx.ext.web.sstore.LocalSessionStore;

import java.util.Optional;

/**
 * Grid-operator dashboard API: live park output and curtailment commands. The single-page
 * dashboard is served from a different origin and calls this API with the operator's session cookie.
 */
class OutputApiVerticle extends AbstractVerticle {

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.route().handler(SessionHandler.create(LocalSessionStore.create(vertx))
                .setCookieSecureFlag(true)
                .setCookieHttpOnlyFlag(true)
                .setCookieSameSite(CookieSameSite.NONE));
        router.route("/api/*").handler(this::cors);
        router.get("/api/park/output").handler(this::output);
        router.post("/api/park/curtail").consumes("application/json").handler(this::curtail);
        vertx.createHttpServer().requestHandler(router).listen(8080);
    }

    private void cors(RoutingContext ctx) {
        Optional<String> origin = Optional.ofNullable(ctx.request().getHeader("Origin"));
        origin.ifPresent(o -> ctx.response()
                .putHeader("Access-Control-Allow-Origin", o)
                .putHeader("Access-Control-Allow-Credentials", "true")
                .putHeader("Vary", "Origin"));

        if (ctx.request().method() == HttpMethod.OPTIONS) {
            ctx.response()
                    .putHeader("Access-Control-Allow-Methods", "GET, POST")
                    .putHeader("Access-Control-Allow-Headers", "Content-Type")
                    .setStatusCode(204)
                    .end();
            return;
        }
        ctx.next();
    }

    private void output(RoutingContext ctx) {
        Optional.ofNullable(ctx.session().<String>get("operator"))
                .ifPresentOrElse(
                        op -> vertx.eventBus().<JsonObject>request("scada.output.snapshot", op)
                                .onSuccess(msg -> ctx.json(msg.body()))
                                .onFailure(err -> ctx.fail(503, err)),
                        () -> ctx.response().setStatusCode(401).end());
    }

    private void curtail(RoutingContext ctx) {
        Optional.ofNullable(ctx.session().<String>get("operator"))
                .ifPresentOrElse(
                        op -> ctx.request().body()
                                .map(buf -> buf.toJsonObject().put("requestedBy", op))
                                .compose(cmd -> vertx.eventBus().request("scada.curtail", cmd))
                                .onSuccess(ack -> ctx.response().setStatusCode(202).end())
                                .onFailure(err -> ctx.fail(400, err)),
                        () -> ctx.response().setStatusCode(401).end());
    }
}
