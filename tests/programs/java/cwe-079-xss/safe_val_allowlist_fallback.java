// `valid` is true only for colors in a fixed Set; otherwise the value is replaced with "black", so only a listed literal is written into the HTML.
import java.io.IOException;
import java.util.Set;
import javax.servlet.http.*;

public class BadgeServlet extends HttpServlet {
    private static final Set<String> COLORS = Set.of("red", "green", "blue", "black");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String color = req.getParameter("color");
        boolean valid = color != null && COLORS.contains(color);
        if (!valid) {
            color = "black";
        }
        resp.setContentType("text/html;charset=UTF-8");
        resp.getWriter().printf("<span class=\"badge\" style=\"color:%s\">build</span>", color);
    }
}
