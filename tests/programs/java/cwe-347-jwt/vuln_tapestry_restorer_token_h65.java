// A tapestry restorer token program of the h65 set (cwe-347-jwt).
package com.tapestryconservation.workshop.auth;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;

import java.util.Date;
import java.util.List;

/**
 * Restorers sign in through the studio's identity service and call the workshop
 * API with a bearer token. The interceptor resolves the restorer and their bench
 * role and exposes them to the controllers as request attributes.
 */
@Component
public class RestorerTokenInterceptor implements HandlerInterceptor {

    public static final String RESTORER_ATTRIBUTE = "workshop.restorerId";
    public static final String ROLES_ATTRIBUTE = "workshop.roles";

    private final String issuer;

    public RestorerTokenInterceptor(@Value("${workshop.auth.issuer}") String issuer,
                                    @Value("${workshop.auth.hmac-key}") String hmacKey) {
        this.issuer = issuer;
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws Exception {
        String header = request.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        String token = header.substring("Bearer ".length()).trim();

        DecodedJWT jwt;
        try {
            jwt = JWT.decode(token);
        } catch (JWTDecodeException e) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        Date expiresAt = jwt.getExpiresAt();
        if (!issuer.equals(jwt.getIssuer()) || expiresAt == null || expiresAt.before(new Date())) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }

        List<String> roles = jwt.getClaim("roles").asList(String.class);
        request.setAttribute(RESTORER_ATTRIBUTE, jwt.getSubject());
        request.setAttribute(ROLES_ATTRIBUTE, roles == null ? List.of() : roles);
        return true;
    }
}
