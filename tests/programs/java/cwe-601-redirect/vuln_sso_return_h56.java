// Servlet that finishes single sign-on for the learning portal and forwards students to their next page
package edu.northfield.portal.sso;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.regex.Pattern;

@WebServlet("/sso/complete")
public class SsoCompletionServlet extends HttpServlet {

    private static final Pattern CAMPUS_URL = Pattern.compile("https://([a-z0-9-]+\\.)?northfield\\.edu(/|$)");
    private static final String DASHBOARD = "https://learn.northfield.edu/dashboard";

    private final List<BiConsumer<HttpServletRequest, HttpSession>> onLogin = List.of(
            (req, session) -> session.setAttribute("studentId", req.getAttribute("sso.subject")),
            (req, session) -> session.setAttribute("loginAt", System.currentTimeMillis()),
            (req, session) -> session.setMaxInactiveInterval(45 * 60));

    static String nextPage(String requested) {
        return Optional.ofNullable(requested)
                .filter(url -> CAMPUS_URL.matcher(url).find())
                .orElse(DASHBOARD);
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (req.getAttribute("sso.subject") == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        HttpSession session = req.getSession(true);
        onLogin.forEach(handler -> handler.accept(req, session));
        resp.sendRedirect(nextPage(req.getParameter("next")));
    }
}
