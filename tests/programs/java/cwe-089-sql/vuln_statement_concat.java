// parameter concatenated into a Statement query
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class UserServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("name");
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://db/app")) {
            ResultSet rs = c.createStatement().executeQuery("SELECT email FROM users WHERE name = '" + name + "'");
            while (rs.next()) resp.getWriter().println(rs.getString(1));
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
