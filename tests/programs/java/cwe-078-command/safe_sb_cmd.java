// Pings a host from the network diagnostics page.
import javax.servlet.http.*;
public class Diag extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    var sb = new StringBuilder();
    sb.append("ping -c 1 ").append("gateway.internal");
    Process p = Runtime.getRuntime().exec(new String[] {"/bin/sh", "-c", sb.toString()});
    response.getWriter().println(p.waitFor() + request.getParameter("x").length());
  }
}
