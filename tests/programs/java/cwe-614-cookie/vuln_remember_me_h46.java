// Jakarta servlet that completes sign-in and issues the long-lived remember-me cookie.
package com.acme.portal.session;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.time.Duration;

@WebServlet("/signin/complete")
public class RememberMeServlet extends HttpServlet {

    public interface TokenStore {
        String issue(String userId, Duration ttl);
    }

    private static final String COOKIE_NAME = "REMEMBER_ME";
    private static final Duration TTL = Duration.ofDays(30);

    private TokenStore tokens;

    @Override
    public void init() {
        this.tokens = (TokenStore) getServletContext().getAttribute("rememberMeTokens");
    }

    private static Cookie rememberCookie(String value) {
        Cookie cookie = new Cookie(COOKIE_NAME, value);
        cookie.setPath("/");
        cookie.setMaxAge((int) TTL.getSeconds());
        cookie.setHttpOnly(true);
        cookie.setAttribute("SameSite", "Lax");
        return cookie;
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Object userId = req.getSession().getAttribute("userId");
        if (userId == null) {
            resp.sendRedirect(req.getContextPath() + "/signin");
            return;
        }
        if ("on".equals(req.getParameter("remember"))) {
            resp.addCookie(rememberCookie(tokens.issue(userId.toString(), TTL)));
        }
        resp.sendRedirect(req.getContextPath() + "/home");
    }
}
