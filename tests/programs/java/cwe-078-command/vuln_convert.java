// Jakarta servlet that converts an uploaded image to a thumbnail with ImageMagick
package com.example.media;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

@WebServlet("/thumb")
public class ThumbnailServlet extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String size = req.getParameter("size");
        String image = req.getParameter("image");
        String cmd = "convert /data/images/" + image + " -resize " + size + " /data/thumbs/out.png";
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", cmd);
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
