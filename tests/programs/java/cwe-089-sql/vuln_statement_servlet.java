// Jakarta servlet that checks a login against the users table over plain JDBC
package com.example.auth;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

@WebServlet("/login")
public class LoginServlet extends HttpServlet {

    private DataSource dataSource;

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String user = req.getParameter("username");
        String hash = req.getParameter("passwordHash");
        String sql = "SELECT id FROM users WHERE username = '" + user + "' AND pw_hash = '" + hash + "'";
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            resp.setStatus(rs.next() ? 200 : 401);
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
