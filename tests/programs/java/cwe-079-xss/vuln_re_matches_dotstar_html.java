// matches("[A-Za-z].*") is whole-string but .* accepts "a<script>alert(1)</script>", echoed into HTML (XSS).
import java.io.IOException;
import javax.servlet.http.*;

class SearchServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String q = req.getParameter("q");
        if (q == null || !q.matches("[A-Za-z].*")) {
            resp.sendError(400);
            return;
        }
        resp.setContentType("text/html");
        resp.getWriter().write("<p>Results for " + q + "</p>");
    }
}
