// Servlet that finishes single sign-on for the learning portal and forwards students to their next page
package edu.northfield.portal.sso;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiConsumer;

@WebServlet("/sso/complete")
public class SsoCompletionServlet extends HttpServlet {

    private static final String CAMPUS_DOMAIN = "northfield.edu";
    private static final String DASHBOARD = "https://learn.northfield.edu/dashboard";

    private final List<BiConsumer<HttpServletRequest, HttpSession>> onLogin = List.of(
            (req, session) -> session.setAttribute("studentId", req.getAttribute("sso.subject")),
            (req, session) -> session.setAttribute("loginAt", System.currentTimeMillis()),
            (req, session) -> session.setMaxInactiveInterval(45 * 60));

    static boolean isCampusUrl(String url) {
        try {
            URI uri = new URI(url);
            String host = uri.getHost() == null ? "" : uri.getHost().toLowerCase(Locale.ROOT);
            return "https".equalsIgnoreCase(uri.getScheme()) && uri.getUserInfo() == null
                    && (host.equals(CAMPUS_DOMAIN) || host.endsWith("." + CAMPUS_DOMAIN));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    static String nextPage(String requested) {
        return Optional.ofNullable(requested)
                .filter(SsoCompletionServlet::isCampusUrl)
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
