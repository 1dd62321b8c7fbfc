// Greets the visitor: the tags are escaped but not the quotes, and the name is an attribute.
import java.io.IOException;
import javax.servlet.http.*;

public class vuln_replace_tags_only extends HttpServlet {
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = request.getParameter("name").replace("<", "&lt;").replace(">", "&gt;");
        response.getWriter().write("<p title='" + name + "'>Hello</p>");
    }
}
