// Servlet filter that identifies the taxi dispatcher from the bearer token on dispatch API calls.
package com.metrocab.dispatch.security;

import java.io.IOException;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
public class DispatcherTokenFilter extends OncePerRequestFilter {

    private final JWTVerifier verifier;

    public DispatcherTokenFilter(@Value("${dispatch.jwt.secret}") String secret) {
        this.verifier = JWT.require(Algorithm.HMAC256(secret))
                .withIssuer("dispatch-auth")
                .acceptLeeway(30)
                .build();
    }

    @Override
    protected void doFilterInternal(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws ServletException, IOException {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        DecodedJWT jwt;
        try {
            jwt = verifier.verify(header.substring(7));
        } catch (JWTVerificationException e) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        if (jwt.getExpiresAt() == null) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        req.setAttribute("dispatcherId", jwt.getSubject());
        req.setAttribute("depot", jwt.getClaim("depot").asString());
        chain.doFilter(req, res);
    }
}
