// Sends a user back to the page they came from after signing in, or to their home page.
import java.io.IOException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class LoginDoneServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String next = request.getParameter("next");
        if (next == null || !next.matches("/[a-z]+(/[a-z0-9-]+)*")) {
            next = request.getContextPath() + "/home";
        }
        response.sendRedirect(next);
    }
}
