// JAX-RS request filter that resolves the calling tenant from the bearer token on partner API calls
package com.acme.partnerapi.auth;

import java.util.Date;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTDecodeException;
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

    private static DecodedJWT readToken(String raw) {
        try {
            DecodedJWT jwt = JWT.decode(raw);
            Date expires = jwt.getExpiresAt();
            if (expires == null || expires.before(new Date()) || !ISSUER.equals(jwt.getIssuer())) {
                return null;
            }
            return jwt;
        } catch (JWTDecodeException e) {
            return null;
        }
    }
}
