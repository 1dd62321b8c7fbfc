// Servlet that returns the user to a local page after logout.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LogoutServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        if (next == null || !next.startsWith("/")) {
            next = request.getContextPath() + "/home";
        }
        response.sendRedirect(next);
    }
}
