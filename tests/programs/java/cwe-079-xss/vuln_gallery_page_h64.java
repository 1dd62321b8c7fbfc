// A gallery page program of the h64 set (cwe-079-xss).
package studio.tesserae.gallery;

import org.apache.commons.text.StringEscapeUtils;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static spark.Spark.get;
import static spark.Spark.port;

class GalleryPages {

    record Piece(String title, String artist, int widthCm, int heightCm, List<String> tags) {}

    private final PieceRepository repository;

    GalleryPages(PieceRepository repository) {
        this.repository = repository;
    }

    interface PieceRepository {
        List<Piece> published();
    }

    void routes() {
        port(4567);
        // GET /gallery?tag=smalti&tag=marble
        get("/gallery", (req, res) -> {
            String[] raw = req.queryParamsValues("tag");
            List<String> tags = raw == null ? List.of() : Arrays.stream(raw)
                    .map(String::trim)
                    .filter(t -> !t.isEmpty())
                    .limit(6)
                    .collect(Collectors.toList());

            Map<String, List<Piece>> byArtist = new TreeMap<>();
            for (Piece p : repository.published()) {
                if (tags.isEmpty() || p.tags().containsAll(tags)) {
                    byArtist.computeIfAbsent(p.artist(), k -> new ArrayList<>()).add(p);
                }
            }

            StringBuilder html = new StringBuilder("<!doctype html><html><head><meta charset=\"utf-8\">")
                    .append("<title>Gallery</title></head><body>");
            html.append("<h1>Mosaics</h1>");
            if (!tags.isEmpty()) {
                html.append("<p class=\"filter\">Showing pieces tagged ")
                        .append(String.join(", ", tags))
                        .append("</p>");
            }
            if (byArtist.isEmpty()) {
                html.append("<p>No pieces match.</p>");
            }
            for (Map.Entry<String, List<Piece>> e : byArtist.entrySet()) {
                html.append("<h2>").append(esc(e.getKey())).append("</h2><ul>");
                for (Piece p : e.getValue()) {
                    html.append("<li>")
                            .append(esc(p.title()))
                            .append(" &middot; ")
                            .append(p.widthCm()).append(" &times; ").append(p.heightCm()).append(" cm")
                            .append("</li>");
                }
                html.append("</ul>");
            }
            html.append("</body></html>");
            res.type("text/html; charset=utf-8");
            return html.toString();
        });
    }

    private static String esc(String s) {
        return StringEscapeUtils.escapeHtml4(s);
    }
}
