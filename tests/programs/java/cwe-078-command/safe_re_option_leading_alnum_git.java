// the ref must start with [a-z0-9] (whole-string matches), so it can never be read as a git option.
import java.io.IOException;
import javax.servlet.http.*;

class TodoServlet extends HttpServlet {
    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String ref = req.getParameter("ref");
        if (ref == null || !ref.matches("[a-z0-9][\\w.-]*")) {
            resp.sendError(400);
            return;
        }
        ProcessBuilder pb = new ProcessBuilder("git", "grep", "-n", "-e", "TODO", ref);
        pb.directory(new java.io.File("/srv/repos/app"));
        Process p = pb.start();
        resp.setContentType("text/plain");
        p.getInputStream().transferTo(resp.getOutputStream());
    }
}
