// Looks up customers by name for the admin search page.
import java.sql.*;
import javax.servlet.http.*;
public class CustomerSearch extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    Connection conn = DriverManager.getConnection("jdbc:h2:mem:shop");
    StringBuilder sb = new StringBuilder();
    sb.append("SELECT id, name FROM customers WHERE name = ?").append(" ORDER BY id");
    PreparedStatement ps = conn.prepareStatement(sb.toString());
    ps.setString(1, request.getParameter("name"));
    ResultSet rs = ps.executeQuery();
    while (rs.next()) { response.getWriter().println(rs.getInt(1)); }
  }
}
