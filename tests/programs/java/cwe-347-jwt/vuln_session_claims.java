// Spring MVC interceptor that reads the session JWT cookie and exposes the caller's tenant and role.
package com.acme.portal.session;

import java.nio.charset.StandardCharsets;
import java.security.Key;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.web.servlet.HandlerInterceptor;

@Component
public class SessionClaimsInterceptor implements HandlerInterceptor {

    private final JwtParser parser;

    public SessionClaimsInterceptor(@Value("${portal.session.secret}") String secret) {
        Key key = Keys.hmacShaKeyFor(secret.getBytes(StandardCharsets.UTF_8));
        this.parser = Jwts.parserBuilder()
                .setSigningKey(key)
                .requireIssuer("acme-portal")
                .build();
    }

    @Override
    public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler)
            throws Exception {
        String token = sessionCookie(request);
        if (token == null) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
        try {
            Claims claims = (Claims) parser.parse(token).getBody();
            request.setAttribute("tenantId", claims.get("tenant", String.class));
            request.setAttribute("role", claims.get("role", String.class));
            return true;
        } catch (JwtException | ClassCastException e) {
            response.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return false;
        }
    }

    private static String sessionCookie(HttpServletRequest request) {
        Cookie[] cookies = request.getCookies();
        if (cookies == null) {
            return null;
        }
        for (Cookie c : cookies) {
            if ("PORTAL_SESSION".equals(c.getName())) {
                return c.getValue();
            }
        }
        return null;
    }
}
