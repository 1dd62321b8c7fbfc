// A kayak outfitter waiver upload program of the h76 set (cwe-022-path).
package com.riverbend.rentals.web;

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
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;

interface UploadSaver {
    Path save(String fileName, InputStream body) throws IOException;
}

class DirectorySaver implements UploadSaver {
    private final Path dir;

    DirectorySaver(Path dir) {
        this.dir = dir;
    }

    @Override
    public Path save(String fileName, InputStream body) throws IOException {
        Path target = dir.resolve(fileName);
        Files.createDirectories(target.getParent());
        Files.copy(body, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }
}

final class Uploads {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,79}");

    private Uploads() {
    }

    static UploadSaver plainNames(UploadSaver inner) {
        return (fileName, body) -> {
            if (fileName == null) {
                throw new IOException("missing file name");
            }
            Path last = Paths.get(fileName).getFileName();
            String base = last == null ? "" : last.toString();
            if (!NAME.matcher(base).matches()) {
                throw new IOException("file name not accepted");
            }
            return inner.save(base, body);
        };
    }
}

@WebServlet("/trips/upload")
@MultipartConfig(maxFileSize = 10 * 1024 * 1024)
class TripUploadServlet extends HttpServlet {
    private final Map<String, UploadSaver> savers = new HashMap<>();

    @Override
    public void init() {
        Path base = Paths.get(System.getenv().getOrDefault("KAYAK_UPLOAD_DIR", "/srv/riverbend/uploads"));
        savers.put("waiver", Uploads.plainNames(new DirectorySaver(base.resolve("waivers"))));
        savers.put("photo", Uploads.plainNames(new DirectorySaver(base.resolve("photos"))));
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp)
            throws IOException, ServletException {
        UploadSaver saver = savers.get(req.getParameter("kind"));
        if (saver == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown upload kind");
            return;
        }
        Part part = req.getPart("file");
        if (part == null || part.getSize() == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "no file attached");
            return;
        }
        try (InputStream in = part.getInputStream()) {
            Path stored = saver.save(part.getSubmittedFileName(), in);
            log("stored upload at " + stored);
            resp.setStatus(HttpServletResponse.SC_CREATED);
            resp.setContentType("text/plain");
            resp.getWriter().println("upload received");
        } catch (IOException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "upload rejected");
        }
    }
}
