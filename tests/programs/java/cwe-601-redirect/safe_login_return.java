// Servlet that signs a user in and returns them to the page they started from.
package com.acme.portal.auth;

import java.io.IOException;
import java.util.regex.Pattern;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

@WebServlet("/login")
public class LoginServlet extends HttpServlet {

    private static final Pattern LOCAL_PATH = Pattern.compile("/(?!/)[A-Za-z0-9/_.\\-]*(\\?[A-Za-z0-9=&_.\\-]*)?");

    private final UserDirectory users = UserDirectory.shared();

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String username = req.getParameter("username");
        String password = req.getParameter("password");
        String next = req.getParameter("next");

        if (username == null || password == null || !users.checkPassword(username, password)) {
            resp.sendRedirect(req.getContextPath() + "/login?error=1");
            return;
        }
        HttpSession previous = req.getSession(false);
        if (previous != null) {
            previous.invalidate();
        }
        req.getSession(true).setAttribute("user", username);
        resp.sendRedirect(destination(req, next));
    }

    private String destination(HttpServletRequest req, String next) {
        if (next == null || !LOCAL_PATH.matcher(next).matches()) {
            return req.getContextPath() + "/home";
        }
        return next;
    }
}
