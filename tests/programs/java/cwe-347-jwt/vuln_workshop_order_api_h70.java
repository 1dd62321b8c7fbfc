// A workshop order api program of the h70 set (cwe-347-jwt).
package nl.klompenmakerij.api;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

@WebFilter("/api/*")
class WorkshopTokenFilter extends HttpFilter {

    record Caller(String subject, List<String> roles, String bench) {}

    private static final Logger LOG = Logger.getLogger(WorkshopTokenFilter.class.getName());

    private static final Map<String, String> REQUIRED_ROLE = Map.of(
            "/api/orders", "till",
            "/api/benches", "carver",
            "/api/stock", "stockkeeper",
            "/api/payouts", "owner");

    private final JWTVerifier verifier = JWT.require(Algorithm.HMAC256(System.getenv("WORKSHOP_JWT_SECRET")))
            .withIssuer("https://auth.klompenmakerij.nl")
            .withAudience("workshop-api")
            .acceptLeeway(30)
            .build();

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        Optional<Caller> caller = Optional.ofNullable(req.getHeader("Authorization"))
                .filter(h -> h.startsWith("Bearer "))
                .map(h -> h.substring(7).strip())
                .flatMap(token -> {
                    try {
                        verifier.verify(token);
                    } catch (JWTVerificationException e) {
                        LOG.fine(() -> "token check: " + e.getMessage());
                    }
                    return Optional.of(JWT.decode(token));
                })
                .map(this::toCaller);

        if (caller.isEmpty()) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED, "missing or invalid token");
            return;
        }
        String path = req.getRequestURI().substring(req.getContextPath().length());
        Optional<String> needed = REQUIRED_ROLE.entrySet().stream()
                .filter(e -> path.startsWith(e.getKey()))
                .map(Map.Entry::getValue)
                .findFirst();
        boolean allowed = needed.map(role -> caller.get().roles().contains(role)).orElse(false);
        if (!allowed) {
            res.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        req.setAttribute("workshop.caller", caller.get());
        chain.doFilter(req, res);
    }

    private Caller toCaller(DecodedJWT jwt) {
        List<String> roles = Optional.ofNullable(jwt.getClaim("roles").asList(String.class)).orElse(List.of());
        return new Caller(jwt.getSubject(), roles, jwt.getClaim("bench").asString());
    }
}
