// Spring endpoint that lists knowledge-base articles matching a comma-separated tag filter
package com.acme.kb.web;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class ArticleTagController {

    private static final int MAX_FILTER_LENGTH = 400;
    private static final Pattern TAG_LIST = Pattern.compile("^([\\w-]+\\s*,?\\s*){1,20}$");

    private final ArticleRepository articles;

    ArticleTagController(ArticleRepository articles) {
        this.articles = articles;
    }

    @GetMapping("/kb/articles")
    ResponseEntity<List<ArticleSummary>> byTags(@RequestParam("tags") String tags) {
        if (!isValidTagList(tags)) {
            return ResponseEntity.badRequest().build();
        }
        List<String> parsed = Arrays.stream(tags.split(","))
                .map(String::trim)
                .filter(t -> !t.isEmpty())
                .map(String::toLowerCase)
                .distinct()
                .toList();
        return ResponseEntity.ok(articles.findByAllTags(parsed));
    }

    private static boolean isValidTagList(String tags) {
        if (tags.length() > MAX_FILTER_LENGTH) {
            return false;
        }
        return TAG_LIST.matcher(tags).matches();
    }
}
