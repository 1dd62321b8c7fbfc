// Echoes the message parameter back as text or in a page.
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EchoFormat extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/plain");
        if ("page".equals(request.getParameter("format"))) {
            asPage(response);
        }
        response.getWriter().println("You sent: " + request.getParameter("msg"));
    }

    private void asPage(HttpServletResponse response) {
        response.setContentType("text/html;charset=UTF-8");
    }
}
