// Greets the visitor: the name is escaped by a chain of replacements of every markup character.
import java.io.IOException;
import javax.servlet.http.*;

public class safe_replace_chain_escape extends HttpServlet {
    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("\"", "&quot;").replace("'", "&#39;");
    }

    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String name = esc(request.getParameter("name"));
        response.getWriter().write("<p title=\"" + name + "\">Hello " + name + "</p>");
    }
}
