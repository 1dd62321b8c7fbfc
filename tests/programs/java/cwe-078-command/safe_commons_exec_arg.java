// Compresses a report file chosen on the export page.
import org.apache.commons.exec.*;
import javax.servlet.http.*;
public class Export extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    long id = Long.parseLong(request.getParameter("file"));
    CommandLine cmd = new CommandLine("gzip");
    cmd.addArgument("-k");
    cmd.addArgument("reports/" + id + ".csv");
    new DefaultExecutor().execute(cmd);
  }
}
