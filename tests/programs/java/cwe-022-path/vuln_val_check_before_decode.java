// The ".." and "/" tests run before URLDecoder.decode(); getParameter() already decoded once, so "%252e%252e%252f" passes as "%2e%2e%2f" and then becomes "../".
import java.io.IOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import javax.servlet.http.*;

public class TemplateServlet extends HttpServlet {
    private static final String DIR = "/srv/templates/";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("name");
        if (name == null || name.contains("..") || name.startsWith("/")) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        String decoded = URLDecoder.decode(name, StandardCharsets.UTF_8);
        resp.setContentType("text/plain");
        Files.copy(Paths.get(DIR + decoded), resp.getOutputStream());
    }
}
