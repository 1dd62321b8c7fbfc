// Lists products of a category chosen on the catalogue page.
import java.sql.*;
import javax.servlet.http.*;
public class Catalogue extends HttpServlet {
  private void where(StringBuilder sb) {
    sb.append(" WHERE category = ?");
  }
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    Connection conn = DriverManager.getConnection("jdbc:h2:mem:shop");
    StringBuilder sb = new StringBuilder("SELECT id FROM products");
    where(sb);
    PreparedStatement ps = conn.prepareStatement(sb.toString());
    ps.setString(1, request.getParameter("category"));
    ResultSet rs = ps.executeQuery();
    while (rs.next()) { response.getWriter().println(rs.getInt(1)); }
  }
}
