// Request filter for the fleet gateway that authenticates operators from a bearer token
package com.fleetlink.gateway.security;

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

import org.eclipse.microprofile.config.inject.ConfigProperty;

@Provider
@Priority(Priorities.AUTHENTICATION)
public class OperatorTokenFilter implements ContainerRequestFilter {

    private static final String ISSUER = "https://auth.fleetlink.com";

    @ConfigProperty(name = "fleet.jwt.secret")
    String secret;

    @Override
    public void filter(ContainerRequestContext request) {
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith("Bearer ")) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        try {
            DecodedJWT jwt = JWT.decode(header.substring(7).trim());
            if (!ISSUER.equals(jwt.getIssuer()) || jwt.getExpiresAt() == null
                    || jwt.getExpiresAt().before(new Date())) {
                request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
                return;
            }
            request.setProperty("operatorId", jwt.getSubject());
            request.setProperty("fleetScope", jwt.getClaim("fleet").asString());
        } catch (JWTDecodeException e) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
        }
    }
}
