// Servlet filter for a recruitment platform's candidate portal that resolves the candidate from a bearer JWT
package com.hireline.portal;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.Key;

record CandidatePrincipal(String candidateId, String email) {}

class CandidateTokenReader {
    private final Key signingKey;

    CandidateTokenReader(String secret) {
        this.signingKey = Keys.hmacShaKeyFor(secret.getBytes(StandardCharsets.UTF_8));
    }

    CandidatePrincipal read(String token) {
        Claims claims = Jwts.parserBuilder()
                .setSigningKey(signingKey)
                .requireIssuer("hireline-auth")
                .build()
                .parseClaimsJws(token)
                .getBody();
        return new CandidatePrincipal(claims.getSubject(), claims.get("email", String.class));
    }
}

@WebFilter("/candidate/*")
public class CandidateAuthFilter extends HttpFilter {
    private final CandidateTokenReader reader = new CandidateTokenReader(System.getenv("PORTAL_JWT_SECRET"));

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse resp, FilterChain chain)
            throws IOException, ServletException {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            req.setAttribute("candidate", reader.read(header.substring(7)));
        } catch (JwtException | IllegalArgumentException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(req, resp);
    }
}
