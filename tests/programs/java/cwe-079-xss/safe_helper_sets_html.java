// Echoes the message parameter back as text.
import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class EchoFormat extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        response.setContentType("text/plain");
        if ("utf8".equals(request.getParameter("format"))) {
            withCharset(response);
        }
        response.getWriter().println("You sent: " + request.getParameter("msg"));
    }

    private void withCharset(HttpServletResponse response) {
        response.setContentType("text/plain;charset=UTF-8");
    }
}
