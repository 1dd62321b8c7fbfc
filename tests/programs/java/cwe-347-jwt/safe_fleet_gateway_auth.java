// Request filter for the fleet gateway that authenticates operators from a bearer token
package com.fleetlink.gateway.security;

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

import org.eclipse.microprofile.config.inject.ConfigProperty;

@Provider
@Priority(Priorities.AUTHENTICATION)
public class OperatorTokenFilter implements ContainerRequestFilter {

    private static final String ISSUER = "https://auth.fleetlink.com";

    @ConfigProperty(name = "fleet.jwt.secret")
    String secret;

    private volatile JWTVerifier verifier;

    @Override
    public void filter(ContainerRequestContext request) {
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith("Bearer ")) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        try {
            DecodedJWT jwt = verifier().verify(header.substring(7).trim());
            request.setProperty("operatorId", jwt.getSubject());
            request.setProperty("fleetScope", jwt.getClaim("fleet").asString());
        } catch (JWTVerificationException e) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
        }
    }

    private JWTVerifier verifier() {
        if (verifier == null) {
            verifier = JWT.require(Algorithm.HMAC256(secret))
                    .withIssuer(ISSUER)
                    .withClaimPresence("exp")
                    .acceptLeeway(30)
                    .build();
        }
        return verifier;
    }
}
