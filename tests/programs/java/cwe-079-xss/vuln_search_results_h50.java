// Dropwizard resource that renders the knowledge-base search results page as HTML
package com.acme.kb.resources;

import java.util.List;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.QueryParam;
import javax.ws.rs.core.MediaType;

import com.google.common.escape.Escaper;
import com.google.common.html.HtmlEscapers;

@Path("/kb/search")
@Produces(MediaType.TEXT_HTML)
public class SearchResultsResource {

    public interface ArticleIndex {
        List<Article> search(String terms, int limit);
    }

    public record Article(String slug, String title, String summary) {}

    private static final Escaper HTML = HtmlEscapers.htmlEscaper();
    private final ArticleIndex index;

    public SearchResultsResource(ArticleIndex index) {
        this.index = index;
    }

    @GET
    public String search(@QueryParam("q") String q) {
        String terms = q == null ? "" : q.strip();
        List<Article> hits = index.search(terms, 25);
        StringBuilder page = new StringBuilder("<html><body>");
        page.append("<h2>Results for \"").append(terms).append("\"</h2><ul>");
        for (Article a : hits) {
            page.append("<li><a href=\"/kb/").append(HTML.escape(a.slug())).append("\">")
                .append(HTML.escape(a.title())).append("</a><p>")
                .append(HTML.escape(a.summary())).append("</p></li>");
        }
        page.append("</ul></body></html>");
        return page.toString();
    }
}
