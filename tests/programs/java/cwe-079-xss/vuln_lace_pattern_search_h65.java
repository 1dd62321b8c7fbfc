// A lace pattern search program of the h65 set (cwe-079-xss).
package com.bobbinlace.guild;

import com.google.cloud.functions.HttpFunction;
import com.google.cloud.functions.HttpRequest;
import com.google.cloud.functions.HttpResponse;
import org.apache.commons.text.StringEscapeUtils;

import java.io.BufferedWriter;
import java.util.List;
import java.util.Locale;

/**
 * Public pattern finder for the lace guild website. Renders a small HTML
 * fragment that the guild's static site loads into its search panel.
 */
public class PatternSearchFunction implements HttpFunction {

    record LacePattern(String title, String technique, int pairs, String designer) {
    }

    private static final List<LacePattern> PATTERNS = List.of(
            new LacePattern("Honiton Spray", "Honiton", 12, "M. Treadwin"),
            new LacePattern("Torchon Bookmark", "Torchon", 10, "E. Hooper"),
            new LacePattern("Bucks Point Edging", "Bucks Point", 22, "A. Cook"),
            new LacePattern("Bedfordshire Collar", "Bedfordshire", 28, "T. Lester"),
            new LacePattern("Withof Leaf", "Flanders", 16, "R. Withof"));

    @Override
    public void service(HttpRequest request, HttpResponse response) throws Exception {
        String query = request.getFirstQueryParameter("q").orElse("").trim();
        String needle = query.toLowerCase(Locale.ROOT);

        StringBuilder html = new StringBuilder();
        html.append("<section class=\"pattern-results\">");
        html.append("<h2>Patterns matching &ldquo;").append(query).append("&rdquo;</h2><ul>");
        int hits = 0;
        for (LacePattern p : PATTERNS) {
            if (p.title().toLowerCase(Locale.ROOT).contains(needle)
                    || p.technique().toLowerCase(Locale.ROOT).contains(needle)) {
                html.append("<li><strong>").append(StringEscapeUtils.escapeHtml4(p.title())).append("</strong> ")
                        .append(StringEscapeUtils.escapeHtml4(p.technique()))
                        .append(", ").append(p.pairs()).append(" pairs, designed by ")
                        .append(StringEscapeUtils.escapeHtml4(p.designer())).append("</li>");
                hits++;
            }
        }
        if (hits == 0) {
            html.append("<li>No patterns found.</li>");
        }
        html.append("</ul></section>");

        response.setContentType("text/html; charset=utf-8");
        response.appendHeader("X-Content-Type-Options", "nosniff");
        BufferedWriter writer = response.getWriter();
        writer.write(html.toString());
    }
}
