package com.example.accounts;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

@WebServlet("/login")
public class LoginServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String email = req.getParameter("email");
        String password = req.getParameter("password");
        try (Connection c = Db.connect();
                PreparedStatement ps = c.prepareStatement("SELECT id, role, salt, password_hash FROM users WHERE email = ?")) {
            ps.setString(1, email);
            ResultSet rs = ps.executeQuery();
            if (!rs.next() || !Passwords.matches(rs.getString("salt"), password, rs.getString("password_hash"))) {
                resp.sendError(401);
                return;
            }
            req.getSession().invalidate();
            HttpSession session = req.getSession(true);
            session.setAttribute("userId", rs.getLong("id"));
            session.setAttribute("role", rs.getString("role"));
            resp.sendRedirect(req.getContextPath() + "/accounts");
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
