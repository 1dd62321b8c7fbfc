// Servlet filter that authenticates API calls from the bearer token in the Authorization header.
package com.acme.api.auth;

import java.io.IOException;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter("/api/*")
public class BearerTokenFilter implements Filter {

    private static final String ISSUER = "https://auth.acme.io/";

    private final JWTVerifier verifier = JWT.require(Algorithm.HMAC256(System.getenv("API_JWT_SECRET")))
            .withIssuer(ISSUER)
            .acceptLeeway(30)
            .build();

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        String header = http.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            out.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        DecodedJWT jwt = readToken(header.substring(7));
        if (jwt == null) {
            out.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        http.setAttribute("acme.subject", jwt.getSubject());
        http.setAttribute("acme.roles", jwt.getClaim("roles").asList(String.class));
        chain.doFilter(request, response);
    }

    private DecodedJWT readToken(String token) {
        try {
            return verifier.verify(token);
        } catch (JWTVerificationException e) {
            return null;
        }
    }
}
