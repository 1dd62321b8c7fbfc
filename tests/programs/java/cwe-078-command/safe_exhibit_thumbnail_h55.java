// Jakarta servlet that produces resized thumbnails of museum exhibit photographs using ImageMagick
package museum.media;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

enum ThumbSize {
    SMALL("160x120"), MEDIUM("320x240"), LARGE("800x600");
    final String geometry;

    ThumbSize(String geometry) { this.geometry = geometry; }
    static ThumbSize parse(String raw) {
        for (ThumbSize s : values()) if (s.name().equalsIgnoreCase(raw)) return s;
        return MEDIUM;
    }
}

abstract class ImageTransform {
    protected abstract String[] command(Path source, Path target);

    void run(Path source, Path target) throws IOException, InterruptedException {
        Process p = Runtime.getRuntime().exec(command(source, target));
        if (p.waitFor() != 0) throw new IOException("image conversion failed for " + source.getFileName());
    }
}

class ResizeTransform extends ImageTransform {
    private final String geometry;

    ResizeTransform(ThumbSize size) { this.geometry = size.geometry; }

    @Override
    protected String[] command(Path source, Path target) {
        return new String[] {"/bin/sh", "-c",
            "convert '" + source + "' -resize " + geometry + " -strip '" + target + "'"};
    }
}

@WebServlet("/exhibits/thumbnail")
class ThumbnailServlet extends HttpServlet {
    private static final Path ORIGINALS = Path.of("/srv/museum/originals");
    private static final Path CACHE = Path.of("/srv/museum/thumbs");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String rawId = req.getParameter("exhibit");
        if (rawId == null || !rawId.matches("\\d{1,12}")) {
            resp.sendError(400, "exhibit id must be numeric");
            return;
        }
        long exhibitId = Long.parseLong(rawId);
        ThumbSize size = ThumbSize.parse(req.getParameter("size"));
        Path source = ORIGINALS.resolve(exhibitId + ".tif");
        Path target = CACHE.resolve(exhibitId + "_" + size.name().toLowerCase() + ".jpg");
        try {
            if (!Files.exists(target)) new ResizeTransform(size).run(source, target);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(503);
            return;
        }
        resp.setContentType("image/jpeg");
        Files.copy(target, resp.getOutputStream());
    }
}
