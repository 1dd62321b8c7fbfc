// Servlet filter that authenticates API calls from the bearer token in the Authorization header.
package com.acme.api.auth;

import java.io.IOException;
import java.util.Date;

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

@WebFilter("/api/*")
public class BearerTokenFilter implements Filter {

    private static final String ISSUER = "https://auth.acme.io/";

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) request;
        HttpServletResponse out = (HttpServletResponse) response;
        String header = http.getHeader("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            out.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        DecodedJWT jwt = readToken(header.substring(7));
        if (jwt == null) {
            out.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        http.setAttribute("acme.subject", jwt.getSubject());
        http.setAttribute("acme.roles", jwt.getClaim("roles").asList(String.class));
        chain.doFilter(request, response);
    }

    private static DecodedJWT readToken(String token) {
        try {
            DecodedJWT jwt = JWT.decode(token);
            if (!ISSUER.equals(jwt.getIssuer())) {
                return null;
            }
            Date exp = jwt.getExpiresAt();
            if (exp == null || exp.before(new Date())) {
                return null;
            }
            return jwt;
        } catch (JWTDecodeException e) {
            return null;
        }
    }
}
