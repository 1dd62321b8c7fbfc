// A regex or trim test: java compile flagvar (written in review)
import java.util.regex.Pattern;
import javax.servlet.http.*;
class Ping extends HttpServlet {
  static final int FLAGS = Pattern.MULTILINE;
  static final Pattern HOST = Pattern.compile("^[a-z0-9]+$", FLAGS);
  protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws Exception {
    String host = req.getParameter("host");
    if (HOST.matcher(host).find()) {
      Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 1 " + host});
    }
  }
}
