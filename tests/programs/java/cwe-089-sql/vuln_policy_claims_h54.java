// Servlet returning insurance claim summaries for a policy number posted as JSON.
package insure.harborline.claims;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.sql.DataSource;

@WebServlet("/claims/search")
public class PolicyClaimsServlet extends HttpServlet {

    private static final Set<String> STATUSES = Set.of("OPEN", "SETTLED", "DENIED");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    @FunctionalInterface
    interface RowMapper<T> { T map(ResultSet rs) throws SQLException; }

    private DataSource dataSource() {
        return (DataSource) getServletContext().getAttribute("claimsDataSource");
    }

    private <T> List<T> run(String sql, RowMapper<T> mapper) throws SQLException {
        try (Connection c = dataSource().getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            List<T> out = new ArrayList<>();
            while (rs.next()) {
                out.add(mapper.map(rs));
            }
            return out;
        }
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        JsonNode body = MAPPER.readTree(req.getInputStream());
        String policy = body.path("policyNumber").asText();
        String status = body.path("status").asText("OPEN");
        if (!STATUSES.contains(status)) {
            resp.sendError(400, "unknown status");
            return;
        }
        String sql = String.format(
            "SELECT claim_id, amount FROM claims WHERE policy_no = '%s' AND status = '%s'", policy, status);
        try {
            List<String> rows = run(sql, rs -> rs.getString("claim_id") + ":" + rs.getBigDecimal("amount"));
            resp.setContentType("application/json");
            MAPPER.writeValue(resp.getOutputStream(), rows);
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
