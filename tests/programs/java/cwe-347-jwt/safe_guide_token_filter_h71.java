// A guide token filter program of the h71 set (cwe-347-jwt).
package com.canopyrun.parks.harnesslog;

import java.io.IOException;
import java.util.Set;
import java.util.logging.Logger;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.exceptions.TokenExpiredException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

record GuidePrincipal(String guideId, String park, Set<String> certifications) {}

@WebFilter(urlPatterns = "/checks/*")
class GuideTokenFilter extends HttpFilter {
    private static final Logger LOG = Logger.getLogger(GuideTokenFilter.class.getName());
    static final String PRINCIPAL = "guide";

    private JWTVerifier verifier;

    @Override
    public void init(FilterConfig config) throws ServletException {
        String secret = System.getenv("SCANNER_TOKEN_SECRET");
        if (secret == null || secret.length() < 32) {
            throw new ServletException("SCANNER_TOKEN_SECRET must be set (32+ chars)");
        }
        verifier = JWT.require(Algorithm.HMAC256(secret))
                .withIssuer("canopyrun-ops")
                .withAudience("harness-log")
                .acceptLeeway(30)
                .build();
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws IOException, ServletException {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED, "scanner token required");
            return;
        }
        String token = header.substring("Bearer ".length()).strip();

        DecodedJWT jwt;
        try {
            jwt = JWT.decode(token);
        } catch (JWTDecodeException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED, "malformed scanner token");
            return;
        }

        try {
            verifier.verify(jwt);
        } catch (TokenExpiredException e) {
            resp.setHeader("WWW-Authenticate", "Bearer error=\"invalid_token\", error_description=\"expired\"");
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED, "scanner token expired, sign in again");
            return;
        } catch (JWTVerificationException e) {
            LOG.warning("token for " + jwt.getSubject() + " did not verify: " + e.getMessage());
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED, "invalid scanner token");
            return;
        }

        String park = jwt.getClaim("park").asString();
        if (park == null) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN, "token is not bound to a park");
            return;
        }
        Set<String> certs = Set.copyOf(jwt.getClaim("certs").asList(String.class) == null
                ? java.util.List.of()
                : jwt.getClaim("certs").asList(String.class));
        req.setAttribute(PRINCIPAL, new GuidePrincipal(jwt.getSubject(), park, certs));
        chain.doFilter(req, resp);
    }
}
