// sendError(400) is called for a bad host but there is no return, so execution continues into sh -c with the unchecked value.
import java.io.IOException;
import javax.servlet.http.*;

public class PingServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        if (host == null || !host.matches("[a-zA-Z0-9.-]+")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "invalid host");
        }
        Process p = Runtime.getRuntime().exec(new String[] {"sh", "-c", "ping -c 1 " + host});
        try {
            p.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
