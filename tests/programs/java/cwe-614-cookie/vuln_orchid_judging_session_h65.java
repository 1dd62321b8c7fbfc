// An orchid judging session program of the h65 set (cwe-614-cookie).
package com.orchidhouse.show;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;

/**
 * Judging portal for the annual orchid show. Judges open the portal from the
 * QR code on their clipboard; the filter gives each browser a judging-session
 * cookie that ties the scores they enter to their judge badge.
 */
@WebFilter(urlPatterns = "/judging/*")
public class JudgingSessionFilter implements Filter {

    static final String COOKIE_NAME = "ORCHID_JUDGE_SESSION";
    static final String SESSION_ATTRIBUTE = "orchidshow.judgingSession";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final JudgingSessions sessions = JudgingSessions.shared();

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest request = (HttpServletRequest) req;
        HttpServletResponse response = (HttpServletResponse) res;

        Optional<String> existing = Optional.ofNullable(request.getCookies()).stream()
                .flatMap(Arrays::stream)
                .filter(c -> COOKIE_NAME.equals(c.getName()))
                .map(Cookie::getValue)
                .filter(sessions::isActive)
                .findFirst();

        String sessionId = existing.orElseGet(() -> {
            byte[] raw = new byte[32];
            RANDOM.nextBytes(raw);
            String id = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
            sessions.open(id);

            Cookie cookie = new Cookie(COOKIE_NAME, id);
            cookie.setPath("/judging");
            cookie.setMaxAge(10 * 60 * 60); // one show day
            cookie.setHttpOnly(true);
            cookie.setAttribute("SameSite", "Lax");
            response.addCookie(cookie);
            return id;
        });

        request.setAttribute(SESSION_ATTRIBUTE, sessionId);
        chain.doFilter(req, res);
    }
}

interface JudgingSessions {
    boolean isActive(String sessionId);

    void open(String sessionId);

    static JudgingSessions shared() {
        return InMemoryJudgingSessions.INSTANCE;
    }
}
