// The name is resolved against BASE and normalized, and the request is refused with return unless the result still startsWith(BASE) (component-wise).
import java.io.IOException;
import java.nio.file.*;
import javax.servlet.http.*;

public class DownloadServlet extends HttpServlet {
    private static final Path BASE = Paths.get("/srv/downloads").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("file");
        if (name == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        Path target = BASE.resolve(name).normalize();
        if (!target.startsWith(BASE) || !Files.isRegularFile(target)) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("application/octet-stream");
        Files.copy(target, resp.getOutputStream());
    }
}
