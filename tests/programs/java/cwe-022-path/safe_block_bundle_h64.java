// A block bundle program of the h64 set (cwe-022-path).
package org.patchworkhub.circles.patterns;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Members tick several quilt blocks in the circle's pattern library and
 * download them as one zip: GET /circles/patterns/bundle?block=2024/log-cabin.pdf&block=2024/bear-paw.pdf
 */
@WebServlet("/circles/patterns/bundle")
class BlockBundleServlet extends HttpServlet {
    private static final Path LIBRARY = Paths.get("/var/lib/patchworkhub/blocks").toAbsolutePath().normalize();
    private static final int MAX_BLOCKS = 40;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String[] requested = req.getParameterValues("block");
        if (requested == null || requested.length == 0) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "no blocks selected");
            return;
        }
        if (requested.length > MAX_BLOCKS) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "too many blocks");
            return;
        }

        Set<String> unique = new LinkedHashSet<>();
        for (String b : requested) {
            String name = b.trim();
            if (!name.isEmpty()) {
                unique.add(name);
            }
        }

        resp.setContentType("application/zip");
        resp.setHeader("Content-Disposition", "attachment; filename=\"quilt-blocks.zip\"");
        try (ZipOutputStream zip = new ZipOutputStream(resp.getOutputStream())) {
            int n = 0;
            for (String name : unique) {
                Path file = resolveBlock(name);
                if (file == null || !Files.isRegularFile(file)) {
                    continue;
                }
                n++;
                zip.putNextEntry(new ZipEntry(n + "-" + file.getFileName()));
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
    }

    private static Path resolveBlock(String name) {
        Path candidate = LIBRARY.resolve(name).normalize();
        return candidate.startsWith(LIBRARY) ? candidate : null;
    }
}
