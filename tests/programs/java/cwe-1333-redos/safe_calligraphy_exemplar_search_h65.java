// A calligraphy exemplar search program of the h65 set (cwe-1333-redos).
package com.inkandquill.archive;

import org.springframework.messaging.handler.annotation.MessageMapping;
import org.springframework.messaging.handler.annotation.Payload;
import org.springframework.messaging.simp.annotation.SendToUser;
import org.springframework.stereotype.Controller;

import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Search box of the exemplar archive: scanned letterforms from historical hands,
 * each with a descriptive caption ("Uncial A, Book of Kells f.34r, broad pen 30deg").
 * The studio's web client sends the search text over STOMP while the user types.
 */
@Controller
public class ExemplarSearchController {

    private final ExemplarCatalogue catalogue;

    public ExemplarSearchController(ExemplarCatalogue catalogue) {
        this.catalogue = catalogue;
    }

    @MessageMapping("/exemplars.search")
    @SendToUser("/queue/exemplars")
    public SearchResult search(@Payload SearchRequest request) {
        String text = request.text() == null ? "" : request.text().trim();
        if (text.isEmpty()) {
            return new SearchResult(text, List.of());
        }
        if (text.length() > 200) {
            return new SearchResult(text, List.of());
        }

        Pattern pattern;
        try {
            pattern = Pattern.compile(Pattern.quote(text), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        } catch (PatternSyntaxException e) {
            return new SearchResult(text, List.of());
        }

        List<Exemplar> hits = catalogue.byHand(request.hand()).stream()
                .filter(ex -> pattern.matcher(ex.caption()).find())
                .limit(60)
                .toList();
        return new SearchResult(text, hits);
    }

    public record SearchRequest(String text, String hand) {
    }

    public record SearchResult(String text, List<Exemplar> exemplars) {
    }

    public record Exemplar(long id, String hand, String caption, String thumbnailUrl) {
    }
}

interface ExemplarCatalogue {
    List<ExemplarSearchController.Exemplar> byHand(String hand);
}
