// A regex test: octal quote sql (written in review of the regex reading)
import java.io.IOException;
import java.util.regex.*;
import javax.servlet.http.*;

class PingServlet extends HttpServlet {
    
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String host = req.getParameter("host");
        if (host == null || !(host.matches("(?:[a-z]|\\047)+"))) {
            resp.sendError(400);
            return;
        }
        new java.sql.Statement[0][0].executeQuery("SELECT * FROM h WHERE n = '" + host + "'");
    }
}
