// String.matches applies to the whole alternation, so the value is all letters or all digits before HTML output.
import java.io.IOException;
import javax.servlet.http.*;

class TagServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String tag = req.getParameter("tag");
        if (tag == null || !tag.matches("[a-z]+|[0-9]+")) {
            resp.sendError(400);
            return;
        }
        resp.setContentType("text/html");
        resp.getWriter().write("<h2>Tag: " + tag + "</h2>");
    }
}
