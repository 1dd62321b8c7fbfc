// Quarkus service that issues short-lived access tokens for the mobile API.
package com.acme.mobile.auth;

import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.SignatureAlgorithm;
import io.jsonwebtoken.io.Decoders;
import io.jsonwebtoken.security.Keys;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Date;
import java.util.List;
import javax.crypto.SecretKey;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
public class AccessTokenIssuer {

    @ConfigProperty(name = "tokens.signing-secret")
    String signingSecret;

    @ConfigProperty(name = "tokens.ttl-minutes", defaultValue = "15")
    long ttlMinutes;

    private SecretKey key;

    @PostConstruct
    void init() {
        key = Keys.hmacShaKeyFor(Decoders.BASE64.decode(signingSecret));
    }

    public String issue(String userId, List<String> scopes) {
        Instant now = Instant.now();
        return Jwts.builder()
                .setSubject(userId)
                .setIssuer("https://mobile.acme.com")
                .claim("scope", String.join(" ", scopes))
                .setIssuedAt(Date.from(now))
                .setExpiration(Date.from(now.plus(ttlMinutes, ChronoUnit.MINUTES)))
                .signWith(key, SignatureAlgorithm.HS256)
                .compact();
    }
}
