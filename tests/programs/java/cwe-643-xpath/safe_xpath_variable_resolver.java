// XPath uses $name bound through an XPathVariableResolver
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.namespace.QName;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

class UserXmlServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("name");
        XPath xp = XPathFactory.newInstance().newXPath();
        xp.setXPathVariableResolver((QName q) -> "name".equals(q.getLocalPart()) ? name : null);
        try {
            resp.getWriter().println(xp.evaluate("/users/user[@name=$name]/email", new InputSource("/srv/data/users.xml")));
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
