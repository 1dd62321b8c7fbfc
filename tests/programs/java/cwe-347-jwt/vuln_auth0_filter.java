// Jakarta servlet filter that reads the bearer token and exposes the caller's user id to handlers.
package com.acme.api.security;

import com.auth0.jwt.JWT;
import com.auth0.jwt.exceptions.JWTDecodeException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.time.Instant;

@WebFilter("/api/*")
public class BearerAuthFilter implements Filter {

    public static final String USER_ATTR = "acme.userId";
    private static final String ISSUER = "https://id.acme.example";

    private static String bearer(HttpServletRequest req) {
        String header = req.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            return null;
        }
        return header.substring(7).trim();
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        String token = bearer(req);
        if (token == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        try {
            DecodedJWT jwt = JWT.decode(token);
            Instant exp = jwt.getExpiresAtAsInstant();
            if (!ISSUER.equals(jwt.getIssuer()) || exp == null || exp.isBefore(Instant.now())) {
                resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
                return;
            }
            req.setAttribute(USER_ATTR, jwt.getSubject());
        } catch (JWTDecodeException e) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        chain.doFilter(request, response);
    }
}
