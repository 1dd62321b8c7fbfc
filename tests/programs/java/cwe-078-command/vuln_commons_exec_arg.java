// Compresses a report file chosen on the export page.
import org.apache.commons.exec.*;
import javax.servlet.http.*;
public class Export extends HttpServlet {
  protected void doGet(HttpServletRequest request, HttpServletResponse response) throws Exception {
    CommandLine cmd = new CommandLine("/bin/sh");
    cmd.addArgument("-c");
    cmd.addArgument("gzip -k reports/" + request.getParameter("file"), false);
    new DefaultExecutor().execute(cmd);
  }
}
