// The Integer.parseInt() result is kept in an int, the failure path sends 400 and returns, and only the int is concatenated into SQL.
import java.io.IOException;
import java.sql.*;
import javax.servlet.http.*;
import javax.sql.DataSource;

public class AccountServlet extends HttpServlet {
    private DataSource ds;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int id;
        try {
            id = Integer.parseInt(req.getParameter("id"));
        } catch (NumberFormatException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "id must be numeric");
            return;
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
