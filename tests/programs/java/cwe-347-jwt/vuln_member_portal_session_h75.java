// A polo club member portal session program of the h75 set (cwe-347-jwt).
package com.hurlinghampolo.portal;

import java.io.IOException;
import java.util.logging.Logger;

import javax.crypto.SecretKey;

import io.jsonwebtoken.Claims;
import io.jsonwebtoken.ExpiredJwtException;
import io.jsonwebtoken.Jwt;
import io.jsonwebtoken.JwtException;
import io.jsonwebtoken.JwtParser;
import io.jsonwebtoken.Jwts;
import io.jsonwebtoken.io.Decoders;
import io.jsonwebtoken.security.Keys;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.FilterConfig;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebFilter("/members/*")
class MemberSessionFilter implements Filter {

    private static final Logger LOG = Logger.getLogger(MemberSessionFilter.class.getName());
    private static final String COOKIE = "polo_session";
    private JwtParser parser;

    @Override
    public void init(FilterConfig config) throws ServletException {
        String encodedKey = System.getenv("PORTAL_SESSION_KEY");
        if (encodedKey == null || encodedKey.isBlank()) {
            throw new ServletException("PORTAL_SESSION_KEY is not configured");
        }
        try {
            SecretKey key = Keys.hmacShaKeyFor(Decoders.BASE64.decode(encodedKey));
            parser = Jwts.parserBuilder()
                    .setSigningKey(key)
                    .requireIssuer("polo-portal")
                    .setAllowedClockSkewSeconds(30)
                    .build();
        } catch (JwtException e) {
            throw new ServletException("PORTAL_SESSION_KEY is unusable", e);
        }
    }

    private static String sessionToken(HttpServletRequest req) {
        Cookie[] cookies = req.getCookies();
        if (cookies == null) {
            return null;
        }
        for (Cookie cookie : cookies) {
            if (COOKIE.equals(cookie.getName()) && !cookie.getValue().isBlank()) {
                return cookie.getValue();
            }
        }
        return null;
    }

    private static void clearSessionCookie(HttpServletResponse res) {
        Cookie expired = new Cookie(COOKIE, "");
        expired.setPath("/");
        expired.setMaxAge(0);
        expired.setHttpOnly(true);
        expired.setSecure(true);
        res.addCookie(expired);
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse res = (HttpServletResponse) response;
        String token = sessionToken(req);
        if (token == null) {
            res.sendRedirect(req.getContextPath() + "/login");
            return;
        }

        Claims claims;
        try {
            Jwt<?, ?> jwt = parser.parse(token);
            claims = (Claims) jwt.getBody();
        } catch (ExpiredJwtException e) {
            LOG.fine("portal session expired for member " + e.getClaims().getSubject());
            clearSessionCookie(res);
            res.sendRedirect(req.getContextPath() + "/login?expired=1");
            return;
        } catch (JwtException | ClassCastException e) {
            LOG.warning("rejected portal session: " + e.getMessage());
            clearSessionCookie(res);
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }

        if (claims.getSubject() == null) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        req.setAttribute("memberId", claims.getSubject());
        req.setAttribute("memberTier", claims.get("tier", String.class));
        chain.doFilter(request, response);
    }
}
