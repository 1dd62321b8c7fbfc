// String.matches("[\\w./-]+") allows "../../etc/passwd", so new File(BASE, name) escapes BASE.
import java.io.IOException;
import java.io.File;
import java.nio.file.Files;
import javax.servlet.http.*;

class DownloadServlet extends HttpServlet {
    private static final String BASE = "/srv/app/files";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("name");
        if (name == null || !name.matches("[\\w./-]+")) {
            resp.sendError(400);
            return;
        }
        File f = new File(BASE, name);
        resp.getOutputStream().write(Files.readAllBytes(f.toPath()));
    }
}
