// A snail search program of the h69 set (cwe-089-sql).
package com.escargotvale.farmops;

import jakarta.annotation.Resource;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.sql.DataSource;

final class FarmSessionKeys {
    static final String REGION = "farmops.region";

    private FarmSessionKeys() {}
}

@WebServlet("/region")
class RegionSelectServlet extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String region = req.getParameter("region");
        if (region == null || region.isBlank()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "choose a region");
            return;
        }
        HttpSession session = req.getSession(true);
        session.setAttribute(FarmSessionKeys.REGION, region.trim());
        resp.sendRedirect(req.getContextPath() + "/enclosures");
    }
}

@WebServlet("/enclosures")
class EnclosureListServlet extends HttpServlet {

    @Resource(name = "jdbc/heliculture")
    private DataSource dataSource;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession session = req.getSession(false);
        String region = session == null ? null : (String) session.getAttribute(FarmSessionKeys.REGION);
        if (region == null) {
            resp.sendRedirect(req.getContextPath() + "/region.html");
            return;
        }

        resp.setContentType("text/csv;charset=UTF-8");
        PrintWriter out = resp.getWriter();
        out.println("enclosure,species,head_count,humidity_pct");
        try (Connection conn = dataSource.getConnection()) {
            for (String line : loadEnclosures(conn, region)) {
                out.println(line);
            }
        } catch (SQLException e) {
            log("enclosure query failed", e);
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        }
    }

    private java.util.List<String> loadEnclosures(Connection conn, String region) throws SQLException {
        java.util.List<String> rows = new java.util.ArrayList<>();
        String sql = "SELECT e.code, e.species, e.head_count, r.humidity FROM enclosures e "
                + "JOIN latest_readings r ON r.enclosure_id = e.id "
                + "WHERE e.region = ? ORDER BY e.code";
        try (PreparedStatement st = conn.prepareStatement(sql)) {
            st.setString(1, region);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    rows.add(rs.getString(1) + "," + rs.getString(2) + "," + rs.getInt(3) + "," + rs.getBigDecimal(4));
                }
            }
        }
        return rows;
    }
}
