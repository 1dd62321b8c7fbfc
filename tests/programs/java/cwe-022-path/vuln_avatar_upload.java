// Servlet that stores a user's uploaded avatar image under the shared avatars folder.
package com.acme.profile;

import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.MultipartConfig;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.Part;
import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

@WebServlet("/profile/avatar")
@MultipartConfig(maxFileSize = 2 * 1024 * 1024)
public class AvatarUploadServlet extends HttpServlet {

    private File avatarDir;

    @Override
    public void init() {
        String dir = getServletContext().getInitParameter("avatar.dir");
        avatarDir = new File(dir != null ? dir : "/srv/acme/avatars");
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String userId = req.getParameter("userId");
        Part image = req.getPart("image");
        if (userId == null || image == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "missing upload");
            return;
        }
        File dest = new File(avatarDir, userId + ".png");
        try (InputStream in = image.getInputStream(); OutputStream out = new FileOutputStream(dest)) {
            in.transferTo(out);
        }
        resp.setStatus(HttpServletResponse.SC_CREATED);
    }
}
