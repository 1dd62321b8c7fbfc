// parameter concatenated into an XPath expression evaluated on a users document
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;

class UserXmlServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse("/srv/data/users.xml");
            XPath xp = XPathFactory.newInstance().newXPath();
            String expr = "/users/user[@name='" + req.getParameter("name") + "']/email";
            resp.getWriter().println(xp.evaluate(expr, doc));
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
