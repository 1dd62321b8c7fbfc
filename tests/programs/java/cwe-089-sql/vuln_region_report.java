// Servlet that streams a monthly sales summary for one region as CSV from the reporting database
package com.acme.reports;

import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import javax.annotation.Resource;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.sql.DataSource;

@WebServlet("/reports/region.csv")
class RegionReportServlet extends HttpServlet {

    @Resource(name = "jdbc/reporting")
    private DataSource reporting;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp)
            throws ServletException, IOException {
        String region = req.getParameter("region");
        if (region == null || region.contains("'") || region.contains("--")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid region");
            return;
        }
        String sql = "SELECT month, SUM(amount) FROM sales WHERE region_id = " + region
                + " GROUP BY month ORDER BY month";

        resp.setContentType("text/csv;charset=UTF-8");
        resp.setHeader("Content-Disposition", "attachment; filename=\"region.csv\"");
        try (Connection conn = reporting.getConnection();
             Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            PrintWriter out = resp.getWriter();
            out.println("month,amount");
            while (rs.next()) {
                out.println(rs.getString(1) + "," + rs.getBigDecimal(2));
            }
        } catch (SQLException e) {
            throw new ServletException("report query failed", e);
        }
    }
}
