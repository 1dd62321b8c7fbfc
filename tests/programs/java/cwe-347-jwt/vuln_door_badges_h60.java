// A door badges program of the h60 set (cwe-347-jwt).
package io.hivedesk.cowork.access;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UnauthorizedResponse;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Door controller API. The member app presents a short-lived badge token (issued by the
 * membership service) and the gateway unlocks the requested door if the plan allows it.
 */
class DoorAccessRoutes {

    private static final String ISSUER = "https://id.hivedesk.io";

    interface DoorBus {
        CompletableFuture<Boolean> unlock(String doorId, String memberId);
    }

    private final DoorBus doors;

    DoorAccessRoutes(DoorBus doors) {
        this.doors = doors;
    }

    void register(Javalin app) {
        app.before("/doors/*", this::requireBadge);
        app.post("/doors/{doorId}/unlock", ctx -> ctx.future(() -> unlock(ctx)));
    }

    private void requireBadge(Context ctx) {
        DecodedJWT badge = Optional.ofNullable(ctx.header("Authorization"))
                .filter(h -> h.startsWith("Bearer "))
                .map(h -> h.substring(7))
                .flatMap(this::readBadge)
                .filter(jwt -> ISSUER.equals(jwt.getIssuer()))
                .orElseThrow(UnauthorizedResponse::new);
        ctx.attribute("memberId", badge.getSubject());
        ctx.attribute("zones", badge.getClaim("zones").asList(String.class));
    }

    private Optional<DecodedJWT> readBadge(String token) {
        try {
            return Optional.of(JWT.decode(token));
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }

    private CompletableFuture<?> unlock(Context ctx) {
        String doorId = ctx.pathParam("doorId");
        String memberId = ctx.attribute("memberId");
        List<String> zones = ctx.attribute("zones");
        String zone = doorId.contains("-") ? doorId.substring(0, doorId.indexOf('-')) : doorId;

        if (zones == null || !zones.contains(zone)) {
            ctx.status(403);
            return CompletableFuture.completedFuture(null);
        }
        return doors.unlock(doorId, memberId)
                .thenAccept(opened -> ctx.json(Map.of("door", doorId, "opened", opened)));
    }
}
