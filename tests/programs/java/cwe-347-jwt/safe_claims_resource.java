// Dropwizard resource returning the profile of the caller identified by the session JWT.
package com.acme.profile.resources;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.Jws;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

import java.nio.charset.StandardCharsets;
import java.util.Map;

@Path("/me")
@Produces(MediaType.APPLICATION_JSON)
public class ProfileResource {

    public interface ProfileStore {
        Map<String, Object> load(String userId);
    }

    private final JwtParser parser;
    private final ProfileStore store;

    public ProfileResource(String hmacSecret, ProfileStore store) {
        this.parser = Jwts.parserBuilder()
                .setSigningKey(Keys.hmacShaKeyFor(hmacSecret.getBytes(StandardCharsets.UTF_8)))
                .requireIssuer("acme-sessions")
                .build();
        this.store = store;
    }

    private Claims readClaims(String token) {
        Jws<Claims> jws = parser.parseClaimsJws(token);
        return jws.getBody();
    }

    @GET
    public Response me(@HeaderParam("Authorization") String authorization) {
        if (authorization == null || !authorization.startsWith("Bearer ")) {
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
        try {
            Claims claims = readClaims(authorization.substring(7));
            Map<String, Object> profile = store.load(claims.getSubject());
            return profile == null ? Response.status(Response.Status.NOT_FOUND).build() : Response.ok(profile).build();
        } catch (JwtException | ClassCastException e) {
            return Response.status(Response.Status.UNAUTHORIZED).build();
        }
    }
}
