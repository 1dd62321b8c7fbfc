// A regex test: optional group option (written in review of the regex reading)
import java.io.IOException;
import java.util.regex.*;
import javax.servlet.http.*;

class PingServlet extends HttpServlet {
    
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        if (host == null || !(host.matches("(\\w*)(-\\w+)?"))) {
            resp.sendError(400);
            return;
        }
        new ProcessBuilder("git", "grep", "-n", "-e", "TODO", host).start();
    }
}
