// Jakarta servlet that searches the staff directory by name and department
package com.acme.hr.web;

import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;

@WebServlet("/staff/search")
public class StaffSearchServlet extends HttpServlet {

    @Resource(name = "jdbc/hr")
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("q");
        String dept = req.getParameter("dept");
        StringBuilder sql = new StringBuilder("SELECT id, full_name, email FROM staff WHERE active = 1");
        if (name != null && !name.isBlank()) {
            sql.append(" AND full_name LIKE '%").append(name.trim()).append("%'");
        }
        if (dept != null && dept.matches("\\d{1,6}")) {
            sql.append(" AND dept_id = ").append(dept);
        }
        sql.append(" ORDER BY full_name");
        resp.setContentType("text/plain;charset=UTF-8");
        try (Connection c = dataSource.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql.toString())) {
            PrintWriter out = resp.getWriter();
            while (rs.next()) {
                out.println(rs.getLong("id") + "\t" + rs.getString("full_name") + "\t" + rs.getString("email"));
            }
        } catch (SQLException e) {
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        }
    }
}
