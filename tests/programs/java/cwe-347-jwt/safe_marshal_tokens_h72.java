// A marshal tokens program of the h72 set (cwe-347-jwt).
package com.apexkarting.timing;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;

import jakarta.annotation.Priority;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.ForbiddenException;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.ext.Provider;

import java.security.KeyFactory;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.Map;

@FunctionalInterface
interface TokenReader {
    DecodedJWT read(String token) throws JWTVerificationException;
}

record Marshal(String name, String role) implements java.security.Principal {
    public String getName() { return name; }
}

@Provider
@Priority(Priorities.AUTHENTICATION)
class TrackTokenFilter implements ContainerRequestFilter {
    static final String BOOKING_ISSUER = "https://booking.apexkarting.com";
    static final String KIOSK_ISSUER = "https://kiosk.apexkarting.com";

    private final Map<String, TokenReader> readers;

    TrackTokenFilter() throws Exception {
        byte[] der = Base64.getDecoder().decode(System.getenv("BOOKING_JWT_PUBLIC_KEY"));
        RSAPublicKey bookingKey = (RSAPublicKey) KeyFactory.getInstance("RSA").generatePublic(new X509EncodedKeySpec(der));
        JWTVerifier booking = JWT.require(Algorithm.RSA256(bookingKey, null)).withIssuer(BOOKING_ISSUER).build();
        JWTVerifier kiosk = JWT.require(Algorithm.HMAC256(System.getenv("KIOSK_JWT_SECRET")))
                .withIssuer(KIOSK_ISSUER).build();
        this.readers = Map.of(
                BOOKING_ISSUER, booking::verify,
                KIOSK_ISSUER, kiosk::verify);
    }

    @Override
    public void filter(ContainerRequestContext request) {
        String header = request.getHeaderString("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        String token = header.substring(7);
        try {
            String issuer = JWT.decode(token).getIssuer();
            TokenReader reader = readers.get(issuer);
            if (reader == null) {
                request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
                return;
            }
            DecodedJWT jwt = reader.read(token);
            Marshal who = new Marshal(jwt.getSubject(), jwt.getClaim("role").asString());
            request.setSecurityContext(new SecurityContext() {
                public Marshal getUserPrincipal() { return who; }
                public boolean isUserInRole(String role) { return role.equals(who.role()); }
                public boolean isSecure() { return true; }
                public String getAuthenticationScheme() { return "Bearer"; }
            });
        } catch (JWTVerificationException e) {
            request.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
        }
    }
}

@Path("/heats/{heatId}/laps/{lap}")
public class LapCorrectionResource {

    @Context
    SecurityContext security;

    @PUT
    @Consumes(MediaType.TEXT_PLAIN)
    public Response correct(@PathParam("heatId") String heatId, @PathParam("lap") int lap, String millis) {
        if (!security.isUserInRole("marshal")) {
            throw new ForbiddenException();
        }
        long corrected = Long.parseLong(millis.trim());
        // the timing board picks up the correction on its next refresh
        return Response.ok("heat " + heatId + " lap " + lap + " set to " + corrected + " ms by "
                + security.getUserPrincipal().getName()).build();
    }
}
