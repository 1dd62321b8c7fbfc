// parameter encoded with OWASP Encoder forHtml before it is written
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.owasp.encoder.Encode;

class SearchServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String q = req.getParameter("q");
        resp.setContentType("text/html");
        resp.getWriter().println("<h1>Results for " + Encode.forHtml(q) + "</h1>");
    }
}
