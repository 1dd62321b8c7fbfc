// A regex or trim test: java strip lower chain (written in review)
import javax.servlet.http.*;
class Notify extends HttpServlet {
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String name = req.getParameter("name");
    String t = name.strip().toLowerCase();
    if (t.matches("[a-z]+")) {
      Runtime.getRuntime().exec(new String[] {"sh", "-c", "echo " + name + " > /tmp/x"});
    }
  }
}
