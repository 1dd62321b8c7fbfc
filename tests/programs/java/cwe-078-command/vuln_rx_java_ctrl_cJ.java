// A regex or trim test: java ctrl cJ (written in review)
import javax.servlet.http.*;
class Notify extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String n = req.getParameter("n");
    if (n.matches("[a-z\\cJ]+")) {
      Runtime.getRuntime().exec(new String[] {"sh", "-c", "echo " + n});
    }
  }
}
