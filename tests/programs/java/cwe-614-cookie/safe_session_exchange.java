// Servlet that exchanges an API key for a browser session cookie used by the web console.
package com.acme.console.auth;

import java.io.IOException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/auth/exchange")
public class SessionExchangeServlet extends HttpServlet {

    private static final int SESSION_SECONDS = 8 * 60 * 60;

    private final ApiKeyRegistry registry = ApiKeyRegistry.shared();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String apiKey = req.getHeader("X-Api-Key");
        String sessionToken = apiKey == null ? null : registry.openConsoleSession(apiKey);
        if (sessionToken == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        resp.addCookie(sessionCookie(sessionToken));
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }

    private Cookie sessionCookie(String value) {
        Cookie cookie = new Cookie("CONSOLE_SESSION", value);
        cookie.setPath("/");
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setMaxAge(SESSION_SECONDS);
        return cookie;
    }
}
