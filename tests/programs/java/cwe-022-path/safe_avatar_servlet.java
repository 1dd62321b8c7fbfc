// Jakarta servlet that serves user avatar images from the uploads directory
package com.acme.profile.servlet;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;

@WebServlet("/avatars")
public class AvatarServlet extends HttpServlet {

    private static final File AVATAR_DIR = new File("/var/lib/profile/avatars");

    static File resolveAvatar(String raw) throws IOException {
        File base = AVATAR_DIR.getCanonicalFile();
        File candidate = new File(base, raw).getCanonicalFile();
        if (!candidate.toPath().startsWith(base.toPath())) {
            return null;
        }
        return candidate;
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String requested = req.getParameter("name");
        if (requested == null || requested.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        File avatar = resolveAvatar(requested);
        if (avatar == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        if (!avatar.isFile()) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND);
            return;
        }
        resp.setContentType("image/png");
        resp.setContentLengthLong(avatar.length());
        Files.copy(avatar.toPath(), resp.getOutputStream());
    }
}
