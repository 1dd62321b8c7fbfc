// HR intranet servlet that lists employees of a department with a caller-chosen sort column.
package com.peoplehub.directory;

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
import java.util.Set;
import java.util.logging.Logger;
import javax.sql.DataSource;

@WebServlet("/directory/employees")
public class EmployeeDirectoryServlet extends HttpServlet {

    private static final Logger LOG = Logger.getLogger(EmployeeDirectoryServlet.class.getName());
    private static final Set<String> SORTABLE = Set.of("last_name", "first_name", "hire_date", "job_title");

    @Resource(name = "jdbc/hr")
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String department = req.getParameter("dept");
        String sort = req.getParameter("sort");
        if (sort == null) {
            sort = "last_name";
        }
        if (!SORTABLE.contains(sort)) {
            LOG.warning("Unexpected sort column requested: " + sort.replaceAll("[\\r\\n]", "_"));
        }

        String sql = "SELECT employee_no, first_name, last_name, job_title FROM employees "
                + "WHERE department_code = ? AND active = TRUE ORDER BY " + sort;
        resp.setContentType("text/csv;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql)) {
            ps.setString(1, department);
            try (ResultSet rs = ps.executeQuery()) {
                out.println("employee_no,first_name,last_name,job_title");
                while (rs.next()) {
                    out.printf("%s,%s,%s,%s%n", rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4));
                }
            }
        } catch (SQLException e) {
            throw new IOException("directory query failed", e);
        }
    }
}
