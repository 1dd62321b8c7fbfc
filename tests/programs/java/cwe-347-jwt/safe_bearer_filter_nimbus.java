// JAX-RS request filter that authenticates API calls from an HS256 bearer token
package com.api.security;

import com.nimbusds.jose.JOSEException;
import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import java.nio.charset.StandardCharsets;
import java.text.ParseException;
import java.util.Date;
import javax.annotation.Priority;
import javax.ws.rs.Priorities;
import javax.ws.rs.container.ContainerRequestContext;
import javax.ws.rs.container.ContainerRequestFilter;
import javax.ws.rs.core.HttpHeaders;
import javax.ws.rs.core.Response;
import javax.ws.rs.ext.Provider;

@Provider
@Priority(Priorities.AUTHENTICATION)
class JwtAuthFilter implements ContainerRequestFilter {
    private final byte[] secret = System.getenv("API_JWT_SECRET").getBytes(StandardCharsets.UTF_8);

    @Override
    public void filter(ContainerRequestContext ctx) {
        String header = ctx.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (header == null || !header.startsWith("Bearer ")) {
            ctx.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
            return;
        }
        try {
            JWTClaimsSet claims = readClaims(header.substring("Bearer ".length()).trim());
            Date expires = claims.getExpirationTime();
            if (expires == null || expires.before(new Date())) {
                ctx.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
                return;
            }
            ctx.setProperty("subject", claims.getSubject());
            ctx.setProperty("roles", claims.getStringListClaim("roles"));
        } catch (ParseException | JOSEException e) {
            ctx.abortWith(Response.status(Response.Status.UNAUTHORIZED).build());
        }
    }

    private JWTClaimsSet readClaims(String token) throws ParseException, JOSEException {
        SignedJWT jwt = SignedJWT.parse(token);
        if (!JWSAlgorithm.HS256.equals(jwt.getHeader().getAlgorithm()) || !jwt.verify(new MACVerifier(secret))) {
            throw new JOSEException("token signature rejected");
        }
        return jwt.getJWTClaimsSet();
    }
}
