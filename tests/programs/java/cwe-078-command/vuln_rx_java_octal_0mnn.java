// A regex or trim test: java octal 0mnn (written in review)
import javax.servlet.http.*;
class Notify extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String n = req.getParameter("n");
    if (n.matches("[a-z\\0073]+")) {
      Runtime.getRuntime().exec(new String[] {"sh", "-c", "echo " + n});
    }
  }
}
