// Spring component that resolves the calling tenant and roles from the X-Tenant-Token header with jjwt
package com.acme.saas.tenancy;

import java.nio.charset.StandardCharsets;
import java.util.List;

import javax.crypto.SecretKey;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.http.HttpServletRequest;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

@Component
public class TenantClaimsResolver {

    public record TenantContext(String tenantId, List<String> roles) {}

    private final JwtParser parser;

    public TenantClaimsResolver(@Value("${tenancy.token-secret}") String secret) {
        SecretKey key = Keys.hmacShaKeyFor(secret.getBytes(StandardCharsets.UTF_8));
        this.parser = Jwts.parserBuilder()
                .setSigningKey(key)
                .requireIssuer("acme-gateway")
                .setAllowedClockSkewSeconds(30)
                .build();
    }

    @SuppressWarnings("unchecked")
    public TenantContext resolve(HttpServletRequest request) {
        String token = request.getHeader("X-Tenant-Token");
        if (token == null || token.isBlank()) {
            throw new IllegalStateException("tenant token missing");
        }
        try {
            Claims claims = (Claims) parser.parse(token).getBody();
            List<String> roles = claims.get("roles", List.class);
            return new TenantContext(claims.get("tid", String.class), roles == null ? List.of() : roles);
        } catch (JwtException | ClassCastException e) {
            throw new IllegalStateException("tenant token rejected", e);
        }
    }
}
