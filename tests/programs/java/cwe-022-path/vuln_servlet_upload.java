// Jakarta servlet that stores an uploaded avatar under the user-supplied file name
package com.example.profile;

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

@WebServlet("/avatar")
@MultipartConfig
public class AvatarUploadServlet extends HttpServlet {

    private static final String UPLOAD_ROOT = "/var/app/avatars";

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        Part part = req.getPart("file");
        String fileName = req.getParameter("filename");
        File target = new File(UPLOAD_ROOT, fileName);
        try (InputStream in = part.getInputStream(); FileOutputStream out = new FileOutputStream(target)) {
            in.transferTo(out);
        }
        resp.setStatus(HttpServletResponse.SC_CREATED);
    }
}
