// header value resolved against a base path with Paths.get and read; the check only logs
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

class AvatarServlet extends HttpServlet {
    private static final Path BASE = Paths.get("/srv/avatars");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Path p = BASE.resolve(req.getHeader("X-Avatar")).normalize();
        if (!p.startsWith(BASE)) {
            log("avatar outside base: " + p);
        }
        resp.getOutputStream().write(Files.readAllBytes(p));
    }
}
