// Jakarta servlet that ends the session and forwards the browser to a return URL
package com.example.sso;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.net.URI;
import java.util.Set;

@WebServlet("/logout")
public class LogoutServlet extends HttpServlet {

    private static final Set<String> TRUSTED_HOSTS = Set.of("www.example.com", "shop.example.com");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String returnTo = req.getParameter("returnTo");
        URI target;
        try {
            target = URI.create(returnTo);
        } catch (IllegalArgumentException | NullPointerException e) {
            resp.sendRedirect("/");
            return;
        }
        if (!"https".equals(target.getScheme()) || !TRUSTED_HOSTS.contains(target.getHost())) {
            resp.sendRedirect("/");
            return;
        }
        resp.sendRedirect(target.toString());
    }
}
