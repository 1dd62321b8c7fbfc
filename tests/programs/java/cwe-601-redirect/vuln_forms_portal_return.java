// Servlet that completes sign-in for the citizen forms portal and sends the user back to the page they came from.
package gov.citizenforms.portal.auth;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;

import java.io.IOException;

@WebServlet("/auth/complete")
public class SignInCompleteServlet extends HttpServlet {

    private static final String PORTAL_HOST = "forms.citizen.gov.example";
    private static final String DEFAULT_TARGET = "/dashboard";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session == null || session.getAttribute("citizenId") == null) {
            resp.sendRedirect(req.getContextPath() + "/auth/start");
            return;
        }

        String returnTo = req.getParameter("returnTo");
        resp.sendRedirect(chooseTarget(req, returnTo));
    }

    private String chooseTarget(HttpServletRequest req, String returnTo) {
        if (returnTo == null || returnTo.isBlank()) {
            return req.getContextPath() + DEFAULT_TARGET;
        }
        if (isLocalPath(returnTo)) {
            return returnTo;
        }
        if (returnTo.contains(PORTAL_HOST)) {
            return returnTo;
        }
        return req.getContextPath() + DEFAULT_TARGET;
    }

    private static boolean isLocalPath(String value) {
        boolean printable = value.chars().allMatch(c -> c > 0x20 && c < 0x7f && c != '\\');
        return printable && value.startsWith("/") && !value.startsWith("//");
    }
}
