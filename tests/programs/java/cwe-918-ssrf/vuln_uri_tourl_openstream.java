// Servlet that imports a feed from a link the user provides
package com.example.feeds;

import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;

public class FeedImportServlet extends HttpServlet {
    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        URI feed = URI.create(req.getParameter("feed"));
        URL url = feed.toURL();
        try (InputStream in = url.openStream()) {
            byte[] data = in.readAllBytes();
            resp.setContentType("application/json");
            resp.getWriter().write("{\"bytes\":" + data.length + "}");
        }
    }
}
