// A portal token program of the h64 set (cwe-347-jwt).
package io.mossjar.portal;

import com.auth0.jwt.JWT;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UnauthorizedResponse;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Client portal for terrarium commissions. The login service issues an HS256
 * token with the client id and the builds they own; this app only reads it.
 */
class CommissionPortal {

    interface Builds {
        List<Map<String, Object>> forClient(String clientId);
        Map<String, Object> careSheet(String buildId);
    }

    private final Builds builds;
    private final Algorithm algorithm;

    CommissionPortal(Builds builds) {
        this.builds = builds;
        this.algorithm = Algorithm.HMAC256(System.getenv("PORTAL_JWT_SECRET"));
    }

    void register(Javalin app) {
        app.before("/portal/*", this::authenticate);
        app.get("/portal/builds", ctx -> ctx.json(builds.forClient(ctx.attribute("clientId"))));
        app.get("/portal/builds/{buildId}/care", ctx -> {
            List<String> owned = ctx.attribute("ownedBuilds");
            String buildId = ctx.pathParam("buildId");
            if (owned == null || !owned.contains(buildId)) {
                throw new UnauthorizedResponse("not your build");
            }
            ctx.json(builds.careSheet(buildId));
        });
    }

    void authenticate(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            throw new UnauthorizedResponse();
        }
        DecodedJWT jwt;
        try {
            jwt = JWT.require(algorithm).acceptLeeway(5).build().verify(header.substring(7));
        } catch (JWTVerificationException e) {
            throw new UnauthorizedResponse();
        }
        if (jwt.getExpiresAtAsInstant() == null || jwt.getExpiresAtAsInstant().isBefore(Instant.now())) {
            throw new UnauthorizedResponse("expired");
        }
        ctx.attribute("clientId", jwt.getSubject());
        ctx.attribute("ownedBuilds", jwt.getClaim("builds").asList(String.class));
    }
}
