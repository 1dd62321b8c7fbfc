// Spring MVC controller that renders a small HTML fragment listing knowledge-base search hits.
package com.acme.kb.web;

import java.util.List;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.util.HtmlUtils;

import com.acme.kb.search.Article;
import com.acme.kb.search.ArticleSearchService;

@RestController
public class SearchFragmentController {

    private final ArticleSearchService searchService;

    public SearchFragmentController(ArticleSearchService searchService) {
        this.searchService = searchService;
    }

    @GetMapping(value = "/kb/search/fragment", produces = MediaType.TEXT_HTML_VALUE)
    public String fragment(@RequestParam(name = "q", defaultValue = "") String query) {
        List<Article> hits = searchService.search(query, 20);
        StringBuilder html = new StringBuilder("<div class=\"results\">");
        if (hits.isEmpty()) {
            html.append("<p>No articles matched <b>").append(HtmlUtils.htmlEscape(query)).append("</b>.</p>");
        } else {
            html.append("<ul>");
            for (Article a : hits) {
                html.append("<li><a href=\"/kb/articles/").append(a.getId()).append("\">")
                    .append(HtmlUtils.htmlEscape(a.getTitle()))
                    .append("</a></li>");
            }
            html.append("</ul>");
        }
        return html.append("</div>").toString();
    }
}
