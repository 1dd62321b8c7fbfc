// Jakarta servlet that issues the long-lived remember-me cookie after a successful login
package com.acme.portal.login;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

@WebServlet("/login/remember")
public class RememberMeServlet extends HttpServlet {

    public interface RememberTokenStore {
        void put(String userId, String token, Duration ttl);
    }

    private static final Duration TTL = Duration.ofDays(30);
    private final SecureRandom random = new SecureRandom();
    private RememberTokenStore store;

    @Override
    public void init() {
        store = (RememberTokenStore) getServletContext().getAttribute("rememberTokenStore");
    }

    private Cookie buildCookie(String token) {
        Cookie c = new Cookie("ACME_REMEMBER", token);
        c.setPath("/");
        c.setHttpOnly(true);
        c.setSecure(true);
        c.setMaxAge((int) TTL.getSeconds());
        c.setAttribute("SameSite", "Lax");
        return c;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Object user = req.getSession(false) == null ? null : req.getSession(false).getAttribute("userId");
        if (user == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        store.put(user.toString(), token, TTL);
        resp.addCookie(buildCookie(token));
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}
