// header names are stored as session attribute values
import java.io.IOException;
import java.util.Enumeration;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

class HeaderServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        HttpSession s = req.getSession();
        Enumeration<String> names = req.getHeaderNames();
        int i = 0;
        while (names.hasMoreElements()) {
            s.setAttribute("seen" + i++, names.nextElement());
        }
        resp.getWriter().println(i);
    }
}
