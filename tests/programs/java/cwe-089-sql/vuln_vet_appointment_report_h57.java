// Jakarta servlet that prints a veterinary clinic's daily appointment report as CSV
package vet.clinic.reports;

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
import java.util.logging.Logger;
import javax.sql.DataSource;

@WebServlet("/reports/appointments.csv")
public class AppointmentReportServlet extends HttpServlet {
    private static final Logger LOG = Logger.getLogger(AppointmentReportServlet.class.getName());
    private final DataSource dataSource;

    public AppointmentReportServlet(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    private static boolean isNumeric(String value) {
        return value != null && value.chars().allMatch(Character::isDigit) && !value.isEmpty();
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String clinicId = req.getParameter("clinic");
        if (!isNumeric(clinicId)) {
            LOG.warning("non-numeric clinic id requested: " + clinicId);
        }
        String sql = "SELECT a.slot, p.name, p.species, a.vet_name FROM appointment a "
                + "JOIN pet p ON p.id = a.pet_id WHERE a.clinic_id = " + clinicId
                + " AND a.slot >= CURRENT_DATE ORDER BY a.slot";
        resp.setContentType("text/csv");
        try (Connection conn = dataSource.getConnection();
             Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql);
             PrintWriter out = resp.getWriter()) {
            out.println("slot,pet,species,vet");
            while (rs.next()) {
                out.printf("%s,%s,%s,%s%n", rs.getTimestamp(1), rs.getString(2),
                        rs.getString(3), rs.getString(4));
            }
        } catch (SQLException e) {
            resp.sendError(500, "report unavailable");
        }
    }
}
