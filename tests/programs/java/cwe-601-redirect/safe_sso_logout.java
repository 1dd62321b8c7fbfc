// Servlet that ends the SSO session and forwards the browser to the relying party's logout page.
package com.acme.sso.web;

import java.io.IOException;
import java.net.URI;
import java.util.Set;
import java.util.logging.Logger;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

@WebServlet("/sso/logout")
public class SsoLogoutServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(SsoLogoutServlet.class.getName());
    private static final String DEFAULT_TARGET = "https://sso.acme.io/goodbye";
    private static final Set<String> CLIENT_HOSTS = Set.of("app.acme.io", "billing.acme.io", "support.acme.io");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String target = req.getParameter("post_logout_redirect_uri");
        if (target == null || target.isEmpty()) {
            target = DEFAULT_TARGET;
        }
        if (!isRegisteredClient(target)) {
            LOG.warning("logout redirect to unregistered client: " + target.replaceAll("[\r\n]", "_"));
            target = DEFAULT_TARGET;
        }
        resp.setHeader("Cache-Control", "no-store");
        resp.sendRedirect(target);
    }

    private static boolean isRegisteredClient(String target) {
        try {
            URI uri = new URI(target);
            return "https".equals(uri.getScheme())
                    && uri.getRawUserInfo() == null
                    && uri.getPort() == -1
                    && CLIENT_HOSTS.contains(uri.getHost());
        } catch (Exception e) {
            return false;
        }
    }
}
