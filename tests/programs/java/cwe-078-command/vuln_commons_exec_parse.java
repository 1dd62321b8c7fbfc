// Makes a thumbnail of an uploaded picture at the requested size.
import org.apache.commons.exec.*;
import javax.servlet.http.*;
public class Thumbs extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String size = request.getParameter("size");
    CommandLine cmd = CommandLine.parse("convert in.png -thumbnail " + size + " out.png");
    new DefaultExecutor().execute(cmd);
  }
}
