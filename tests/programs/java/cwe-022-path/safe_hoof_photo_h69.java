// A hoof photo program of the h69 set (cwe-022-path).
package com.ironsidefarrier.portal;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

record VisitContext(String horseId, String kind, String photoName) {}

final class VisitContextHolder {
    private static final ThreadLocal<VisitContext> CURRENT = new ThreadLocal<>();

    private VisitContextHolder() {}

    static void set(VisitContext ctx) {
        CURRENT.set(ctx);
    }

    static VisitContext get() {
        return CURRENT.get();
    }

    static void clear() {
        CURRENT.remove();
    }
}

@WebFilter(urlPatterns = "/visits/*")
class VisitContextFilter implements Filter {

    @Override
    public void doFilter(ServletRequest req, ServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        HttpServletRequest http = (HttpServletRequest) req;
        String horseId = http.getParameter("horse");
        String kind = http.getParameter("kind");
        String photo = http.getParameter("photo");
        VisitContextHolder.set(new VisitContext(horseId, kind == null ? "shoe" : kind, photo));
        try {
            chain.doFilter(req, res);
        } finally {
            VisitContextHolder.clear();
        }
    }
}

@WebServlet("/visits/photo")
class HoofPhotoServlet extends HttpServlet {

    private final Path xrayDir = Paths.get("/var/lib/ironside/xrays").toAbsolutePath().normalize();
    private final Path shoeDir = Paths.get("/var/lib/ironside/shoeing").toAbsolutePath().normalize();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        VisitContext ctx = VisitContextHolder.get();
        if (ctx == null || ctx.horseId() == null || ctx.photoName() == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "horse and photo are required");
            return;
        }

        String name = ctx.photoName();
        Path dir;
        switch (ctx.kind()) {
            case "xray" -> dir = xrayDir;
            case "shoe" -> dir = shoeDir;
            default -> {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND);
                return;
            }
        }

        Path file = dir.resolve(ctx.horseId() + "_" + name).normalize();
        if (!file.startsWith(dir) || !dir.equals(file.getParent())) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        if (!Files.exists(file)) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType(name.endsWith(".png") ? "image/png" : "image/jpeg");
        resp.setContentLengthLong(Files.size(file));
        try (OutputStream out = resp.getOutputStream()) {
            Files.copy(file, out);
        }
    }
}
