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
import java.util.Set;
import java.util.logging.Logger;
import javax.sql.DataSource;

record PatientQuery(int wardId, String sortKey) {}

class PatientDao {
    private static final Logger LOG = Logger.getLogger(PatientDao.class.getName());
    private static final Set<String> SORTABLE = Set.of("last_name", "admitted_at", "bed_no");
    private final DataSource dataSource;

    PatientDao(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void writeRows(PatientQuery q, PrintWriter out) throws SQLException {
        if (!SORTABLE.contains(q.sortKey())) {
            LOG.warning("unexpected sort key " + q.sortKey());
        }
        String sql = "SELECT mrn, last_name, bed_no FROM patients WHERE ward_id = " + q.wardId()
            + " ORDER BY " + q.sortKey();
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
        String sort = req.getParameter("sort") == null ? "last_name" : req.getParameter("sort");
        resp.setContentType("text/csv");
        try {
            dao.writeRows(new PatientQuery(ward, sort), resp.getWriter());
        } catch (SQLException e) {
            resp.sendError(HttpServletResponse.SC_INTERNAL_SERVER_ERROR);
        }
    }
}
