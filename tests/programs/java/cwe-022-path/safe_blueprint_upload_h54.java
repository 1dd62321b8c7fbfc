// Servlet accepting construction blueprint uploads for a project workspace.
package build.ironbridge.plans;

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
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

@WebServlet("/projects/blueprints")
@MultipartConfig(maxFileSize = 50_000_000)
public class BlueprintUploadServlet extends HttpServlet {

    private static final Path WORKSPACE = Paths.get("/data/ironbridge/blueprints");
    private static final Predicate<String> NO_TRAVERSAL = n -> !n.contains("..");
    private static final Predicate<String> IS_DRAWING = n -> n.endsWith(".dwg") || n.endsWith(".pdf");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException, ServletException {
        String project = req.getHeader("X-Project-Id");
        if (project == null || !project.matches("\\d{1,8}")) {
            resp.sendError(400, "missing project");
            return;
        }
        Path projectDir = WORKSPACE.resolve(project);
        Files.createDirectories(projectDir);
        List<String> stored = req.getParts().stream()
            .filter(p -> p.getSubmittedFileName() != null)
            .filter(p -> NO_TRAVERSAL.and(IS_DRAWING).test(p.getSubmittedFileName()))
            .map(p -> store(projectDir, p))
            .collect(Collectors.toList());
        resp.setContentType("text/plain");
        resp.getWriter().println(String.join("\n", stored));
    }

    private String store(Path dir, Part part) {
        Path baseName = Paths.get(part.getSubmittedFileName()).getFileName();
        Path dest = dir.resolve(baseName.toString()).normalize();
        if (!dir.equals(dest.getParent())) {
            return "rejected";
        }
        try (InputStream in = part.getInputStream()) {
            Files.copy(in, dest, StandardCopyOption.REPLACE_EXISTING);
            return dest.getFileName().toString();
        } catch (IOException e) {
            return "failed";
        }
    }
}
