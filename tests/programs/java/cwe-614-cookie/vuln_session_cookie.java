// Jakarta servlet that signs a user in and hands back the session token as a cookie
package com.example.login;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

@WebServlet("/signin")
public class SignInServlet extends HttpServlet {

    private SessionService sessions;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String token = sessions.authenticate(req.getParameter("user"), req.getParameter("password"));
        if (token == null) {
            resp.sendError(HttpServletResponse.SC_UNAUTHORIZED);
            return;
        }
        Cookie cookie = new Cookie("SESSION_TOKEN", token);
        cookie.setHttpOnly(true);
        cookie.setPath("/");
        cookie.setMaxAge(8 * 3600);
        resp.addCookie(cookie);
        resp.sendRedirect("/dashboard");
    }

    interface SessionService { String authenticate(String user, String password); }
}
