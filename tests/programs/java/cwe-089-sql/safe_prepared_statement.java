// parameter bound to a PreparedStatement placeholder
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class ProductServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try (Connection c = DriverManager.getConnection("jdbc:postgresql://db/shop");
                PreparedStatement ps = c.prepareStatement("SELECT name FROM products WHERE sku = ?")) {
            ps.setString(1, req.getParameter("sku"));
            ResultSet rs = ps.executeQuery();
            while (rs.next()) resp.getWriter().println(rs.getString(1));
        } catch (SQLException e) {
            resp.sendError(500);
        }
    }
}
