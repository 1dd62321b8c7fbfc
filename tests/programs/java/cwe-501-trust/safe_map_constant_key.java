// map holds the parameter and a constant role; the session receives the constant entry
import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class RoleServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Map<String, String> m = new HashMap<>();
        m.put("asked", req.getParameter("role"));
        m.put("granted", "viewer");
        req.getSession().setAttribute("role", m.get("granted"));
        resp.getWriter().println("ok");
    }
}
