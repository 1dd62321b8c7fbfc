// Servlet filter that authenticates analytics API calls using the bearer JWT issued by the identity service.
package com.metricflow.api.security;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.security.Key;
import java.util.Base64;

public class ApiTokenFilter extends HttpFilter {

    public static final String TENANT_ATTRIBUTE = "metricflow.tenant";
    public static final String SUBJECT_ATTRIBUTE = "metricflow.subject";

    private final Key signingKey;

    public ApiTokenFilter() {
        byte[] secret = Base64.getDecoder().decode(System.getenv("METRICFLOW_JWT_SECRET"));
        this.signingKey = Keys.hmacShaKeyFor(secret);
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws IOException, ServletException {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        Claims claims;
        try {
            claims = readClaims(header.substring(7).trim());
        } catch (JwtException | ClassCastException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        req.setAttribute(TENANT_ATTRIBUTE, claims.get("tenant", String.class));
        req.setAttribute(SUBJECT_ATTRIBUTE, claims.getSubject());
        chain.doFilter(req, resp);
    }

    private Claims readClaims(String token) {
        return (Claims) Jwts.parserBuilder()
                .setSigningKey(signingKey)
                .requireIssuer("https://id.metricflow.io")
                .build()
                .parse(token)
                .getBody();
    }
}
