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
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
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
        List<Object> params = new ArrayList<>();
        if (name != null && !name.isBlank()) {
            sql.append(" AND full_name LIKE ?");
            params.add("%" + name.trim() + "%");
        }
        if (dept != null && dept.matches("\\d{1,6}")) {
            sql.append(" AND dept_id = ?");
            params.add(Integer.valueOf(dept));
        }
        sql.append(" ORDER BY full_name");
        resp.setContentType("text/plain;charset=UTF-8");
        try (Connection c = dataSource.getConnection();
             PreparedStatement st = c.prepareStatement(sql.toString())) {
            for (int i = 0; i < params.size(); i++) {
                st.setObject(i + 1, params.get(i));
            }
            try (ResultSet rs = st.executeQuery()) {
                PrintWriter out = resp.getWriter();
                while (rs.next()) {
                    out.println(rs.getLong("id") + "\t" + rs.getString("full_name") + "\t" + rs.getString("email"));
                }
            }
        } catch (SQLException e) {
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        }
    }
}
