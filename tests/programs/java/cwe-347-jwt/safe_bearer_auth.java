// JAX-RS request filter that resolves the calling tenant from the bearer token on partner API calls
package com.acme.partnerapi.auth;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.Provider;

@Provider
@Priority(Priorities.AUTHENTICATION)
class BearerTokenFilter implements ContainerRequestFilter {

    private static final String ISSUER = "https://auth.acme.example/";

    private final JWTVerifier verifier = JWT.require(Algorithm.HMAC256(System.getenv("PARTNER_JWT_SECRET")))
            .withIssuer(ISSUER)
            .withClaimPresence("tenant")
            .build();

    @Override
    public void filter(ContainerRequestContext ctx) {
        String header = ctx.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith("Bearer ")) {
            ctx.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        DecodedJWT token = readToken(header.substring("Bearer ".length()).trim());
        if (token == null) {
            ctx.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        ctx.setProperty("tenantId", token.getClaim("tenant").asString());
        ctx.setProperty("subject", token.getSubject());
    }

    private DecodedJWT readToken(String raw) {
        try {
            return verifier.verify(raw);
        } catch (JWTVerificationException e) {
            return null;
        }
    }
}
