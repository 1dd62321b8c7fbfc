// A circle api program of the h64 set (cwe-942-cors).
package org.patchworkhub.circles.api;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.http.Cookie;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import io.vertx.ext.web.handler.CorsHandler;

import java.util.List;
import java.util.Set;

/**
 * JSON API behind the circle web app (served from a different origin). The
 * gateway sets the circle_session cookie at login; calls from the browser are
 * made with credentials included.
 */
class CircleApiVerticle extends AbstractVerticle {

    interface Members {
        JsonObject bySession(String sessionId);
        JsonArray quiltsInProgress(String memberId);
        void pledgeFabric(String memberId, String quiltId, JsonObject pledge);
    }

    private final Members members;

    CircleApiVerticle(Members members) {
        this.members = members;
    }

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.route().handler(CorsHandler.create()
                .addOrigins(List.of("https://circles.patchworkhub.org", "https://app.patchworkhub.org"))
                .allowCredentials(true)
                .allowedMethods(Set.of(HttpMethod.GET, HttpMethod.POST))
                .allowedHeader("Content-Type"));
        router.route().handler(BodyHandler.create().setBodyLimit(32 * 1024));
        router.route("/api/*").handler(this::requireMember);
        router.get("/api/quilts").handler(ctx -> {
            JsonObject member = ctx.get("member");
            ctx.json(members.quiltsInProgress(member.getString("id")));
        });
        router.post("/api/quilts/:quiltId/pledges").consumes("application/json").handler(ctx -> {
            JsonObject member = ctx.get("member");
            JsonObject body = ctx.body().asJsonObject();
            JsonObject pledge = new JsonObject()
                    .put("fabric", body.getString("fabric", ""))
                    .put("yards", Math.min(body.getDouble("yards", 0.0), 10.0));
            members.pledgeFabric(member.getString("id"), ctx.pathParam("quiltId"), pledge);
            ctx.response().setStatusCode(201).end();
        });
        vertx.createHttpServer().requestHandler(router).listen(8090);
    }

    private void requireMember(RoutingContext ctx) {
        Cookie session = ctx.request().getCookie("circle_session");
        JsonObject member = session == null ? null : members.bySession(session.getValue());
        if (member == null) {
            ctx.response().setStatusCode(401).end();
            return;
        }
        ctx.put("member", member);
        ctx.next();
    }
}
