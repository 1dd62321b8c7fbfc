// A dispatch login program of the h71 set (cwe-614-cookie).
package com.brasswardlocks.dispatch;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

record Dispatcher(String username, String displayName, boolean canAssignVans) {}

interface DispatcherDirectory {
    Optional<Dispatcher> authenticate(String username, char[] password);
}

class SignInFailed extends Exception {
    SignInFailed(String reason) {
        super(reason);
    }
}

@WebServlet("/dispatch/login")
class DispatchLoginServlet extends HttpServlet {
    static final String COOKIE = "DISPATCH_SID";
    private static final Duration SHIFT = Duration.ofHours(12);
    private static final SecureRandom RANDOM = new SecureRandom();

    static final Map<String, Dispatcher> SESSIONS = new ConcurrentHashMap<>();

    private DispatcherDirectory directory;

    @Override
    public void init() throws ServletException {
        directory = Optional.ofNullable((DispatcherDirectory) getServletContext().getAttribute("directory"))
                .orElseThrow(() -> new ServletException("dispatcher directory not configured"));
    }

    private Dispatcher signIn(HttpServletRequest req) throws SignInFailed {
        String user = Optional.ofNullable(req.getParameter("username")).map(String::strip).orElse("");
        String pass = Optional.ofNullable(req.getParameter("password")).orElse("");
        if (user.isEmpty() || pass.isEmpty()) {
            throw new SignInFailed("username and password are required");
        }
        return directory.authenticate(user, pass.toCharArray())
                .orElseThrow(() -> new SignInFailed("unknown username or wrong password"));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException, ServletException {
        Dispatcher who;
        try {
            who = signIn(req);
        } catch (SignInFailed e) {
            req.setAttribute("error", e.getMessage());
            req.getRequestDispatcher("/WEB-INF/dispatch/login.jsp").forward(req, resp);
            return;
        }

        byte[] id = new byte[32];
        RANDOM.nextBytes(id);
        String sid = HexFormat.of().formatHex(id);
        SESSIONS.put(sid, who);

        Cookie cookie = new Cookie(COOKIE, sid);
        cookie.setPath("/dispatch");
        cookie.setMaxAge((int) SHIFT.toSeconds());
        cookie.setHttpOnly(true);
        cookie.setSecure(true);
        cookie.setAttribute("SameSite", "Strict");
        resp.addCookie(cookie);

        log("dispatcher " + who.username() + " signed in");
        resp.sendRedirect(req.getContextPath() + "/dispatch/board");
    }

    @Override
    protected void doDelete(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Optional.ofNullable(req.getCookies()).stream()
                .flatMap(java.util.Arrays::stream)
                .filter(c -> COOKIE.equals(c.getName()))
                .findFirst()
                .ifPresent(c -> SESSIONS.remove(c.getValue()));
        resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
    }
}
