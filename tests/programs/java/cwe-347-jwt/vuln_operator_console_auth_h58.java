// operator console auth (h58 set)
package org.kestrelgs.console;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.Handler;
import io.javalin.http.UnauthorizedResponse;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

final class OperatorConsoleAuth {

    record Operator(String callsign, List<String> roles) {
        boolean may(String role) {
            return roles.contains(role);
        }
    }

    private static final String BEARER = "Bearer ";

    private static final Function<Context, Optional<String>> BEARER_TOKEN = ctx ->
            Optional.ofNullable(ctx.header("Authorization"))
                    .filter(h -> h.startsWith(BEARER))
                    .map(h -> h.substring(BEARER.length()).trim());

    private final String issuer;

    OperatorConsoleAuth(Map<String, String> env) {
        this.issuer = env.getOrDefault("CONSOLE_JWT_ISSUER", "kestrel-idp");
    }

    private Operator verify(String token) {
        try {
            DecodedJWT jwt = JWT.decode(token);
            if (!issuer.equals(jwt.getIssuer())) {
                throw new UnauthorizedResponse("wrong issuer");
            }
            return new Operator(jwt.getSubject(), jwt.getClaim("roles").asList(String.class));
        } catch (JWTVerificationException e) {
            throw new UnauthorizedResponse("invalid token");
        }
    }

    Handler authenticate() {
        return ctx -> {
            Operator op = BEARER_TOKEN.apply(ctx)
                    .map(this::verify)
                    .orElseThrow(() -> new UnauthorizedResponse("missing bearer token"));
            ctx.attribute("operator", op);
        };
    }

    static Handler requireRole(String role) {
        return ctx -> {
            Operator op = ctx.attribute("operator");
            if (op == null || op.roles() == null || !op.may(role)) {
                throw new ForbiddenResponse("role " + role + " required");
            }
        };
    }

    static void mount(Javalin app, OperatorConsoleAuth auth, Handler uplinkCommand, Handler passList) {
        app.before("/console/*", auth.authenticate());
        app.before("/console/uplink/*", requireRole("uplink"));
        app.post("/console/uplink/commands", uplinkCommand);
        app.get("/console/passes", passList);
    }
}
