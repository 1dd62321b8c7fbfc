// Spark Java endpoint backing the branch library catalogue quick-search widget.
package org.citylibrary.catalogue;

import static spark.Spark.get;
import static spark.Spark.port;

import java.util.List;

import org.owasp.encoder.Encode;

public class QuickSearchApp {

    public static void main(String[] args) {
        port(4567);
        CatalogueIndex index = CatalogueIndex.openDefault();
        get("/quick-search", (req, res) -> {
            res.type("text/html; charset=utf-8");
            String term = req.queryParamOrDefault("q", "").trim();
            if (term.length() > 200) {
                term = term.substring(0, 200);
            }
            List<String> titles = index.titlesMatching(term, 10);
            return render(term, titles);
        });
    }

    static String render(String term, List<String> titles) {
        StringBuilder html = new StringBuilder("<div class=\"qs-results\">");
        if (titles.isEmpty()) {
            html.append("<p>No titles found for <em>").append(term).append("</em></p>");
        } else {
            html.append("<ul>");
            for (String title : titles) {
                html.append("<li>").append(Encode.forHtml(title)).append("</li>");
            }
            html.append("</ul>");
        }
        return html.append("</div>").toString();
    }
}
