// field must be one of a fixed set before it is placed in the XPath
import java.io.IOException;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

class ColumnServlet extends HttpServlet {
    private static final Set<String> FIELDS = Set.of("title", "author", "isbn");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String field = req.getParameter("f");
        if (field == null || !FIELDS.contains(field)) {
            resp.sendError(400);
            return;
        }
        try {
            String v = XPathFactory.newInstance().newXPath().evaluate("//book/" + field, new InputSource("/srv/data/books.xml"));
            resp.getWriter().println(v);
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
