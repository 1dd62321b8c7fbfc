// normalized path must start with the base folder or the servlet returns 403
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class DocServlet extends HttpServlet {
    private static final Path BASE = Paths.get("/srv/docs").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Path p = BASE.resolve(req.getParameter("p")).normalize();
        if (!p.startsWith(BASE)) {
            resp.sendError(403);
            return;
        }
        resp.getOutputStream().write(Files.readAllBytes(p));
    }
}
