// Jakarta servlet that converts an uploaded image to a thumbnail with ImageMagick
package com.example.media;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.UUID;

@WebServlet("/thumb")
public class ThumbnailServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        int size = Integer.parseInt(req.getParameter("size"));
        UUID image = UUID.fromString(req.getParameter("image"));
        String geometry = size + "x" + size;
        ProcessBuilder pb = new ProcessBuilder("convert", "/data/images/" + image + ".jpg",
                "-resize", geometry, "/data/thumbs/out.png");
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        try {
            int code = proc.waitFor();
            resp.getWriter().println("exit " + code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(500);
        }
    }
}
