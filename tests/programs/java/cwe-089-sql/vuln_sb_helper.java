// Lists products of a category chosen on the catalogue page.
import java.sql.*;
import javax.servlet.http.*;
public class Catalogue extends HttpServlet {
  private void where(StringBuilder sb, String category) {
    sb.append(" WHERE category = '").append(category).append("'");
  }
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    Connection conn = DriverManager.getConnection("jdbc:h2:mem:shop");
    StringBuilder sb = new StringBuilder("SELECT id FROM products");
    where(sb, request.getParameter("category"));
    Statement st = conn.createStatement();
    ResultSet rs = st.executeQuery(sb.toString());
    while (rs.next()) { response.getWriter().println(rs.getInt(1)); }
  }
}
