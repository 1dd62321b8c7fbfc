// Builds an order report query from the filter the user picked.
import java.sql.*;
import javax.servlet.http.*;
public class OrderReport extends HttpServlet {
  private final StringBuffer query = new StringBuffer("SELECT * FROM orders WHERE status = '");
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    Connection conn = DriverManager.getConnection("jdbc:h2:mem:shop");
    query.append(request.getParameter("status")).append("'");
    Statement st = conn.createStatement();
    ResultSet rs = st.executeQuery(query.toString());
    while (rs.next()) { response.getWriter().println(rs.getInt(1)); }
  }
}
