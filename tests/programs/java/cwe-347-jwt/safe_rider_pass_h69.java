// A rider pass program of the h69 set (cwe-347-jwt).
package com.alpinecliffrail.gates;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestAttribute;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
class SeasonPassFilter extends OncePerRequestFilter {
    static final String RIDER_ATTR = "gate.riderId";
    static final String TIER_ATTR = "gate.passTier";

    private final String issuer;
    private final JWTVerifier verifier;

    SeasonPassFilter(@Value("${passes.issuer:https://passes.alpinecliffrail.ch}") String issuer,
                     @Value("${passes.signing-secret}") String secret) {
        this.issuer = issuer;
        this.verifier = JWT.require(Algorithm.HMAC256(secret)).withIssuer(issuer).build();
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String header = request.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        DecodedJWT pass;
        try {
            pass = verifier.verify(header.substring(7));
        } catch (JWTVerificationException e) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        Instant expires = pass.getExpiresAtAsInstant();
        if (!issuer.equals(pass.getIssuer()) || expires == null || expires.isBefore(Instant.now())) {
            response.sendError(HttpServletResponse.SC_FORBIDDEN, "pass expired");
            return;
        }
        request.setAttribute(RIDER_ATTR, pass.getSubject());
        request.setAttribute(TIER_ATTR, pass.getClaim("tier").asString());
        chain.doFilter(request, response);
    }
}

record Boarding(String riderId, String station, Instant at) {}

@RestController
class TurnstileController {
    private final Map<String, List<Boarding>> boardings = new ConcurrentHashMap<>();

    @PostMapping("/gates/{station}/board")
    String board(@PathVariable String station,
                 @RequestAttribute(SeasonPassFilter.RIDER_ATTR) String riderId,
                 @RequestAttribute(SeasonPassFilter.TIER_ATTR) String tier) {
        if ("valley".equals(tier) && station.startsWith("summit")) {
            return "DENY: valley pass does not cover the summit section";
        }
        boardings.computeIfAbsent(riderId, k -> new CopyOnWriteArrayList<>())
                .add(new Boarding(riderId, station, Instant.now()));
        return "OPEN";
    }
}
