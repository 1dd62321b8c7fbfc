// Renders a greeting banner with the visitor's name.
import javax.servlet.http.*;
public class Banner extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    response.setContentType("text/html");
    StringBuilder sb = new StringBuilder("</h1>");
    sb.insert(0, request.getParameter("name"));
    sb.insert(0, "<h1>Hello ");
    response.getWriter().write(sb.toString());
  }
}
