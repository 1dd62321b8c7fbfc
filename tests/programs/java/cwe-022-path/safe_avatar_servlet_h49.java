// Jakarta servlet that streams user avatar images stored on local disk.
package com.acme.profile.servlet;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.util.regex.Pattern;

@WebServlet("/avatar")
public class AvatarServlet extends HttpServlet {

    private static final String AVATAR_DIR = "/var/lib/profile/avatars";
    private static final Pattern AVATAR_NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}\\.png");

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String name = cleanName(req.getParameter("img"));
        if (name == null || name.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        File avatar = new File(AVATAR_DIR, name);
        if (!avatar.isFile()) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("image/png");
        resp.setHeader("Cache-Control", "public, max-age=86400");
        try (InputStream in = Files.newInputStream(avatar.toPath());
             OutputStream out = resp.getOutputStream()) {
            in.transferTo(out);
        }
    }

    static String cleanName(String raw) {
        if (raw == null) {
            return null;
        }
        String trimmed = raw.trim();
        return AVATAR_NAME.matcher(trimmed).matches() ? trimmed : null;
    }
}
