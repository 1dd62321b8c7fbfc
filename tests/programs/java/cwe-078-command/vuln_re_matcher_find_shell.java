// Matcher.find() succeeds on any substring, so "example.com;id" passes into "sh -c".
import java.io.IOException;
import java.util.regex.Pattern;
import javax.servlet.http.*;

class PingServlet extends HttpServlet {
    private static final Pattern HOST = Pattern.compile("[a-z0-9.-]+");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        if (host == null || !HOST.matcher(host).find()) {
            resp.sendError(400);
            return;
        }
        Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 1 " + host});
        resp.getWriter().write("sent");
    }
}
