// Servlet that prints a matter's header: its number and its title.
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import java.io.IOException;

record MatterHeader(String number, String title) {}

class MatterHeaderServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        MatterHeader header = new MatterHeader(req.getParameter("number"), "Matter summary");
        resp.setContentType("text/html");
        resp.getWriter().write("<h1>" + header.title() + "</h1>");
    }
}
