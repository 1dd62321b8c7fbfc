// Integer.parseInt() is only a probe: its NumberFormatException is logged and swallowed, and the raw parameter is concatenated into SQL.
import java.io.IOException;
import java.sql.*;
import javax.servlet.http.*;
import javax.sql.DataSource;

public class AccountServlet extends HttpServlet {
    private DataSource ds;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String id = req.getParameter("id");
        try {
            Integer.parseInt(id);
        } catch (NumberFormatException e) {
            log("non-numeric account id: " + id);
        }
        try (Connection c = ds.getConnection();
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT balance FROM accounts WHERE id = " + id)) {
            resp.setContentType("text/plain");
            resp.getWriter().println(rs.next() ? rs.getBigDecimal(1) : "none");
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
