// Spring MVC interceptor that resolves the caller's tenant from a JWT before controller methods run.
package com.acme.tenancy.web;

import java.util.Date;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;

@Component
public class TenantInterceptor implements HandlerInterceptor {

    private final String issuer;
    private final JWTVerifier verifier;

    public TenantInterceptor(@Value("${auth.jwt.issuer}") String issuer,
                             @Value("${auth.jwt.secret}") String secret) {
        this.issuer = issuer;
        this.verifier = JWT.require(Algorithm.HMAC256(secret)).withIssuer(issuer).build();
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws Exception {
        String token = extractToken(request);
        if (token == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        DecodedJWT jwt;
        try {
            jwt = verifier.verify(token);
        } catch (JWTVerificationException e) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        Date expiresAt = jwt.getExpiresAt();
        if (!issuer.equals(jwt.getIssuer()) || expiresAt == null || expiresAt.before(new Date())) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        request.setAttribute("tenantId", jwt.getClaim("tenant").asString());
        request.setAttribute("subject", jwt.getSubject());
        return true;
    }

    private static String extractToken(HttpServletRequest request) {
        String header = request.getHeader("Authorization");
        if (header != null && header.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return header.substring(7).trim();
        }
        return null;
    }
}
