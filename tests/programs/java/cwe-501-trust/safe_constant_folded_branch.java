// arithmetic on constants always stores the fixed language in the session
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class LangServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String param = req.getParameter("lang");
        int num = 86;
        String bar;
        if ((7 * 42) - num > 200) {
            bar = "en";
        } else {
            bar = param;
        }
        req.getSession().setAttribute("lang", bar);
        resp.getWriter().println("ok");
    }
}
