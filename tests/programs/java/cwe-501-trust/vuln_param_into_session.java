// request parameter stored in the HTTP session as the user's role
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class PrefsServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String role = req.getParameter("role");
        req.getSession().setAttribute("role", role);
        resp.getWriter().println("saved");
    }
}
