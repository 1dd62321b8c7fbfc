// A range member auth program of the h62 set (cwe-347-jwt).
package com.bullseye.lanes;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.vertx.core.AbstractVerticle;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.util.Date;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Lane reservations for the indoor range. The members' app sends the token issued by the
 * membership portal; only members with a "certified" tier may book the 70 m lanes.
 */
class LaneReservationVerticle extends AbstractVerticle {

    record Member(String id, String tier) {}

    private static final String MEMBER_KEY = "member";
    private static final Set<String> LONG_LANES = Set.of("L7", "L8");

    private final Map<String, String> reservations = new ConcurrentHashMap<>();

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.route("/lanes/*").handler(this::authenticate);
        router.post("/lanes/:lane/reserve").handler(this::reserve);
        vertx.createHttpServer().requestHandler(router).listen(8083);
    }

    private void authenticate(RoutingContext ctx) {
        memberFrom(ctx.request().getHeader(HttpHeaders.AUTHORIZATION))
                .ifPresentOrElse(member -> {
                    ctx.put(MEMBER_KEY, member);
                    ctx.next();
                }, () -> ctx.fail(401));
    }

    static Optional<Member> memberFrom(String header) {
        return Optional.ofNullable(header)
                .filter(h -> h.startsWith("Bearer "))
                .map(h -> h.substring("Bearer ".length()))
                .flatMap(LaneReservationVerticle::decode)
                .filter(jwt -> jwt.getExpiresAt() != null && jwt.getExpiresAt().after(new Date()))
                .map(jwt -> new Member(jwt.getSubject(), jwt.getClaim("tier").asString()));
    }

    static Optional<DecodedJWT> decode(String token) {
        try {
            return Optional.of(JWT.decode(token));
        } catch (JWTDecodeException e) {
            return Optional.empty();
        }
    }

    private void reserve(RoutingContext ctx) {
        Member member = ctx.get(MEMBER_KEY);
        String lane = ctx.pathParam("lane");
        if (LONG_LANES.contains(lane) && !"certified".equals(member.tier())) {
            ctx.response().setStatusCode(403).end("70 m lanes need a certified member");
            return;
        }
        String holder = reservations.putIfAbsent(lane, member.id());
        if (holder != null && !holder.equals(member.id())) {
            ctx.response().setStatusCode(409).end("lane already reserved");
            return;
        }
        ctx.json(new JsonObject().put("lane", lane).put("member", member.id()));
    }
}
