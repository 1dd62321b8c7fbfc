// Jakarta servlet filter that reads the bearer token and exposes the caller's user id to handlers.
package com.acme.api.security;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;

@WebFilter("/api/*")
public class BearerAuthFilter implements Filter {

    public static final String USER_ATTR = "acme.userId";
    private static final String ISSUER = "https://id.acme.example";

    private JWTVerifier verifier;

    @Override
    public void init(FilterConfig config) throws ServletException {
        String secret = System.getenv("ACME_JWT_SECRET");
        if (secret == null || secret.length() < 32) {
            throw new ServletException("ACME_JWT_SECRET is missing or too short");
        }
        this.verifier = JWT.require(Algorithm.HMAC256(secret)).withIssuer(ISSUER).build();
    }

    private static String bearer(HttpServletRequest req) {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            return null;
        }
        return header.substring(7).trim();
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String token = bearer(req);
        if (token == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            DecodedJWT jwt = verifier.verify(token);
            if (jwt.getExpiresAtAsInstant() == null) {
                resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
                return;
            }
            req.setAttribute(USER_ATTR, jwt.getSubject());
        } catch (JWTVerificationException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(request, response);
    }
}
