// Servlet listing ward patients as CSV with a caller-selected sort order
package org.mercyhealth.ward.web;

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
import java.util.Map;
import javax.sql.DataSource;

record PatientQuery(int wardId, String sortKey) {}

class PatientDao {
    private static final Map<String, String> SORTABLE = Map.of(
        "name", "last_name", "admitted", "admitted_at", "bed", "bed_no");
    private final DataSource dataSource;

    PatientDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void writeRows(PatientQuery q, PrintWriter out) throws SQLException {
        String column = SORTABLE.getOrDefault(q.sortKey(), "last_name");
        String sql = "SELECT mrn, last_name, bed_no FROM patients WHERE ward_id = " + q.wardId()
            + " ORDER BY " + column;
        try (Connection c = dataSource.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                out.println(rs.getString("mrn") + "," + rs.getString("last_name") + "," + rs.getString("bed_no"));
            }
        }
    }
}

@WebServlet("/ward/patients")
class WardPatientsServlet extends HttpServlet {
    private PatientDao dao;

    @Override
    public void init() {
        dao = new PatientDao((DataSource) getServletContext().getAttribute("clinicalDataSource"));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int ward = Integer.parseInt(req.getParameter("ward"));
        String sort = req.getParameter("sort") == null ? "name" : req.getParameter("sort");
        resp.setContentType("text/csv");
        try {
            dao.writeRows(new PatientQuery(ward, sort), resp.getWriter());
        } catch (SQLException e) {
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        }
    }
}
