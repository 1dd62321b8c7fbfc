// Jakarta servlet that ends the SSO session and returns the browser to a partner application
package com.acme.sso.web;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Set;
import java.util.logging.Logger;

@WebServlet("/sso/logout")
public class SsoLogoutServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(SsoLogoutServlet.class.getName());
    private static final Set<String> TRUSTED_HOSTS = Set.of(
            "intranet.acme.example", "wiki.acme.example", "crm.acme.example");

    static boolean isTrusted(String url) {
        try {
            URI uri = new URI(url);
            String host = uri.getHost();
            return "https".equals(uri.getScheme()) && host != null
                    && TRUSTED_HOSTS.contains(host.toLowerCase(Locale.ROOT));
        } catch (URISyntaxException e) {
            return false;
        }
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String returnTo = req.getParameter("return_to");
        if (returnTo == null) {
            resp.sendRedirect("/sso/login");
            return;
        }
        if (!isTrusted(returnTo)) {
            LOG.warning("logout return target is not a registered partner host");
        }
        resp.sendRedirect(returnTo);
    }
}
