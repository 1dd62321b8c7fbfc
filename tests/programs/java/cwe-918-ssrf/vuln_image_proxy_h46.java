// Jakarta servlet that proxies product images from the CDN so pages can load them from our origin.
package com.acme.shop.media;

import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Set;
import java.util.regex.Pattern;

@WebServlet("/img-proxy")
public class ImageProxyServlet extends HttpServlet {

    private static final Pattern CDN_HOST = Pattern.compile("cdn\\d?\\.acme\\.example");
    private static final Set<String> IMAGE_TYPES = Set.of("image/png", "image/jpeg", "image/webp", "image/gif");

    private final HttpClient client = HttpClient.newBuilder()
            .followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(3))
            .build();

    static boolean fromCdn(String src) {
        return CDN_HOST.matcher(src).find();
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String src = req.getParameter("src");
        if (src == null || !fromCdn(src)) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
            return;
        }
        try {
            HttpRequest upstream = HttpRequest.newBuilder(URI.create(src)).timeout(Duration.ofSeconds(10)).GET().build();
            HttpResponse<byte[]> r = client.send(upstream, HttpResponse.BodyHandlers.ofByteArray());
            String type = r.headers().firstValue("Content-Type").orElse("");
            if (r.statusCode() != 200 || !IMAGE_TYPES.contains(type)) {
                resp.sendError(HttpServletResponse.SC_BAD_GATEWAY);
                return;
            }
            resp.setContentType(type);
            resp.setHeader("X-Content-Type-Options", "nosniff");
            resp.getOutputStream().write(r.body());
        } catch (IllegalArgumentException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            resp.sendError(HttpServletResponse.SC_GATEWAY_TIMEOUT);
        }
    }
}
