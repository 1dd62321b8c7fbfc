// cookie value compiled into an XPathExpression and then evaluated
import java.io.IOException;
import javax.servlet.http.Cookie;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.xml.xpath.XPathExpression;
import javax.xml.xpath.XPathFactory;
import org.xml.sax.InputSource;

class PrefServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String owner = "";
        Cookie[] cookies = req.getCookies();
        if (cookies != null && cookies.length > 0) {
            owner = cookies[0].getValue();
        }
        try {
            XPathExpression ex = XPathFactory.newInstance().newXPath().compile("//pref[@owner='" + owner + "']");
            resp.getWriter().println(ex.evaluate(new InputSource("/srv/data/prefs.xml")));
        } catch (Exception e) {
            resp.sendError(500);
        }
    }
}
