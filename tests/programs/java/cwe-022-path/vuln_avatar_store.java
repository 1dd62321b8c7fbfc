// Servlet that accepts a profile picture upload and stores it in the avatar directory.
package com.acme.profile.servlet;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;

@WebServlet("/profile/avatar")
@MultipartConfig(maxFileSize = 2 * 1024 * 1024)
public class AvatarUploadServlet extends HttpServlet {

    private static final Path AVATAR_DIR = Paths.get("/var/lib/acme/avatars");

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp)
            throws ServletException, IOException {
        Part part = req.getPart("avatar");
        if (part == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "missing file");
            return;
        }
        String submitted = part.getSubmittedFileName();
        if (!hasImageExtension(submitted)) {
            resp.sendError(HttpServletResponse.SC_UNSUPPORTED_MEDIA_TYPE, "png or jpg only");
            return;
        }
        Path destination = AVATAR_DIR.resolve(submitted);
        try (InputStream in = part.getInputStream()) {
            Files.copy(in, destination, StandardCopyOption.REPLACE_EXISTING);
        }
        resp.setStatus(HttpServletResponse.SC_CREATED);
        resp.getWriter().write("{\"stored\":true}");
    }

    private static boolean hasImageExtension(String name) {
        if (name == null) {
            return false;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        return lower.endsWith(".png") || lower.endsWith(".jpg") || lower.endsWith(".jpeg");
    }
}
