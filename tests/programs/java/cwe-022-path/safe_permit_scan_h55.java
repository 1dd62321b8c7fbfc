// Jakarta servlet that accepts scanned building permit documents and stores them per application
package city.permits;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;

final class UploadRejected extends Exception {
    UploadRejected(String reason) { super(reason); }
}

final class ScanStore {
    private final Path baseDir;

    ScanStore(Path baseDir) { this.baseDir = baseDir; }

    Path save(long applicationId, String submittedName, InputStream data) throws IOException, UploadRejected {
        if (submittedName == null || submittedName.isBlank()) throw new UploadRejected("missing file name");
        if (submittedName.contains("..\\") || submittedName.startsWith("\\")) {
            throw new UploadRejected("invalid file name");
        }
        String lower = submittedName.toLowerCase();
        String ext = lower.endsWith(".pdf") ? ".pdf" : lower.endsWith(".png") ? ".png" : null;
        if (ext == null) throw new UploadRejected("unsupported type");
        Path dir = Files.createDirectories(baseDir.resolve(Long.toString(applicationId)));
        Path target = dir.resolve(UUID.randomUUID() + ext);
        Files.copy(data, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }
}

@WebServlet("/permits/scans")
@MultipartConfig(maxFileSize = 20 * 1024 * 1024)
class PermitScanServlet extends HttpServlet {
    private ScanStore store;

    @Override
    public void init() {
        store = new ScanStore(Path.of(getServletContext().getInitParameter("permits.scanDir")));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException, ServletException {
        long applicationId = Long.parseLong(req.getParameter("application"));
        Part part = req.getPart("scan");
        try (InputStream in = part.getInputStream()) {
            Path saved = store.save(applicationId, part.getSubmittedFileName(), in);
            resp.setStatus(201);
            resp.setContentType("text/plain");
            resp.getWriter().println("stored " + saved.getFileName());
        } catch (UploadRejected e) {
            resp.sendError(400, e.getMessage());
        }
    }
}
