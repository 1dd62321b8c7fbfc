// Jakarta servlet that ends the single sign-on session and forwards the user to the app they came from.
package com.acme.sso;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import java.io.IOException;
import java.util.Map;
import java.util.regex.Pattern;

@WebServlet("/logout")
public class LogoutServlet extends HttpServlet {

    private static final String SIGNED_OUT_PAGE = "https://sso.acme.example/signed-out";
    private static final Pattern APP_PATH = Pattern.compile("/[A-Za-z0-9_/-]{0,200}");
    private static final Map<String, String> APP_HOME = Map.of(
            "billing", "https://billing.acme.example",
            "support", "https://support.acme.example",
            "docs", "https://docs.acme.example");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String app = req.getParameter("app");
        String next = req.getParameter("next");
        if (app == null || !APP_HOME.containsKey(app)) {
            resp.sendRedirect(SIGNED_OUT_PAGE);
            return;
        }
        String path = (next != null && APP_PATH.matcher(next).matches()) ? next : "/";
        resp.sendRedirect(APP_HOME.get(app) + path);
    }
}
