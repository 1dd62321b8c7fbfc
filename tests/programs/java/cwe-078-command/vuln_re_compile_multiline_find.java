// A regex test: compile multiline find (written in review of the regex reading)
import java.io.IOException;
import java.util.regex.*;
import javax.servlet.http.*;

class PingServlet extends HttpServlet {
    private static final Pattern HOST = Pattern.compile("^[a-z]+$", Pattern.MULTILINE);
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        if (host == null || !(HOST.matcher(host).find())) {
            resp.sendError(400);
            return;
        }
        Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 1 " + host});
    }
}
