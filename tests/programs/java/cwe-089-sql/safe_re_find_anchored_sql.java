// find() with ^[0-9]+$ accepts only digits (at most a trailing newline, harmless in SQL), so no injection.
import java.io.IOException;
import java.sql.*;
import java.util.regex.Pattern;
import javax.servlet.http.*;

class OrderServlet extends HttpServlet {
    private static final Pattern ID = Pattern.compile("^[0-9]+$");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String id = req.getParameter("id");
        if (id == null || !ID.matcher(id).find()) { resp.sendError(400); return; }
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://localhost/shop");
             Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT total FROM orders WHERE id = " + id)) {
            if (rs.next()) resp.getWriter().write(rs.getString(1));
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
