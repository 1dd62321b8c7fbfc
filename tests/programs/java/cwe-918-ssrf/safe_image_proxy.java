// Servlet that proxies product images from the media host so pages can load them same-origin.
package com.acme.media;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.util.UUID;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet("/media/proxy")
public class ImageProxyServlet extends HttpServlet {

    private static final String MEDIA_BASE = "https://media.acme-cdn.net/products/";

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String src = req.getParameter("src");
        if (src == null || src.isEmpty()) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "src is required");
            return;
        }
        UUID imageId = UUID.fromString(src);
        URL imageUrl = new URL(MEDIA_BASE + imageId + ".jpg");
        HttpURLConnection conn = (HttpURLConnection) imageUrl.openConnection();
        conn.setConnectTimeout(3000);
        conn.setReadTimeout(5000);
        if (conn.getResponseCode() != HttpURLConnection.HTTP_OK) {
            resp.sendError(HttpServletResponse.SC_BAD_GATEWAY);
            return;
        }
        resp.setContentType("image/jpeg");
        resp.setHeader("Cache-Control", "public, max-age=86400");
        try (InputStream in = conn.getInputStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
