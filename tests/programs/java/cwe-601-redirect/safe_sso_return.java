// Client-portal login completion servlet that sends the user back to the page they started from
package com.hartwelllegal.portal.auth;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

final class ReturnTargets {
    static final String DEFAULT_TARGET = "/matters";

    private ReturnTargets() {}

    static String resolve(String requested) {
        if (requested == null || requested.isBlank()) {
            return DEFAULT_TARGET;
        }
        if (!requested.startsWith("/") || requested.startsWith("//") || requested.contains("\\")
                || requested.chars().anyMatch(Character::isISOControl)) {
            return DEFAULT_TARGET;
        }
        return requested;
    }
}

class LoginCompletion {
    private final String clientId;
    private final String returnTo;

    LoginCompletion(String clientId, String returnTo) {
        this.clientId = clientId;
        this.returnTo = returnTo;
    }

    String clientId() { return clientId; }

    String target() { return ReturnTargets.resolve(returnTo); }
}

@WebServlet("/sso/complete")
class SsoCompleteServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("clientId") == null) {
            resp.sendRedirect("/login");
            return;
        }
        String returnTo = req.getParameter("returnTo");
        if (returnTo == null) {
            returnTo = (String) session.getAttribute("returnTo");
        }
        LoginCompletion completion = new LoginCompletion((String) session.getAttribute("clientId"), returnTo);
        session.removeAttribute("returnTo");
        resp.sendRedirect(completion.target());
    }
}
