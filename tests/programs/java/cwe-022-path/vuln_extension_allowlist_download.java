// Servlet that streams an exported report from the reports folder.
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.apache.commons.io.FilenameUtils;

public class ReportDownloadServlet extends HttpServlet {
    private static final Path REPORTS = Path.of("/srv/reports");
    private static final Set<String> TYPES = Set.of("csv", "pdf", "xlsx");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = req.getParameter("file");
        if (name == null || !TYPES.contains(FilenameUtils.getExtension(name))) {
            resp.sendError(415);
            return;
        }
        Files.copy(REPORTS.resolve(name), resp.getOutputStream());
    }
}
