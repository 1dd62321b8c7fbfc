// ProcessBuilder runs sh -c with a cookie value in the command string
import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class ExportServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String dir = "default";
        if (req.getCookies() != null) {
            for (Cookie c : req.getCookies()) {
                if (c.getName().equals("exportDir")) {
                    dir = c.getValue();
                }
            }
        }
        new ProcessBuilder("sh", "-c", "tar czf /tmp/export.tgz " + dir).start();
        resp.getWriter().println("started");
    }
}
