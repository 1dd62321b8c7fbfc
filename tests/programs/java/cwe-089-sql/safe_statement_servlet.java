// Jakarta servlet that checks a login against the users table over plain JDBC
package com.example.auth;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

@WebServlet("/login")
public class LoginServlet extends HttpServlet {

    private DataSource dataSource;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String user = req.getParameter("username");
        String hash = req.getParameter("passwordHash");
        String sql = "SELECT id FROM users WHERE username = ? AND pw_hash = ?";
        try (Connection c = dataSource.getConnection(); PreparedStatement st = c.prepareStatement(sql)) {
            st.setString(1, user);
            st.setString(2, hash);
            try (ResultSet rs = st.executeQuery()) {
                resp.setStatus(rs.next() ? 200 : 401);
            }
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
