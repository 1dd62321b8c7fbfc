// Jakarta servlet that ends the session and forwards the browser to a return URL
package com.example.sso;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;

@WebServlet("/logout")
public class LogoutServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        if (session != null) {
            session.invalidate();
        }
        String returnTo = req.getParameter("returnTo");
        if (returnTo == null || returnTo.isEmpty()) {
            returnTo = "/";
        }
        resp.sendRedirect(returnTo);
    }
}
