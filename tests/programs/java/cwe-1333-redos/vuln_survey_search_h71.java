// A survey search program of the h71 set (cwe-1333-redos).
package com.highlimbarborists.surveys.search;

import java.time.LocalDate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

record SurveyNote(long surveyId, String site, String treeTag, LocalDate surveyed, String text) {}

record NoteHit(long surveyId, String site, String treeTag, LocalDate surveyed, String excerpt) {}

interface SurveyNotes {
    Flux<SurveyNote> forClient(String clientId);
}

@RestController
class SurveySearchController {
    private static final int MAX_QUERY = 120;

    private final SurveyNotes notes;

    SurveySearchController(SurveyNotes notes) {
        this.notes = notes;
    }

    static Pattern compile(String q) {
        if (q == null || q.isBlank()) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "q is required");
        }
        if (q.length() > MAX_QUERY) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "search text is too long");
        }
        try {
            // office staff use patterns like "decay|fungal" or "crack(ed|ing)"
            return Pattern.compile(q, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        } catch (PatternSyntaxException e) {
            return Pattern.compile(Pattern.quote(q), Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        }
    }

    @GetMapping("/clients/{clientId}/survey-notes/search")
    Flux<NoteHit> search(@PathVariable String clientId,
                         @RequestParam String q,
                         @RequestParam(defaultValue = "50") int limit) {
        Pattern pattern;
        try {
            pattern = compile(q);
        } catch (ResponseStatusException e) {
            return Flux.error(e);
        }
        int max = Math.max(1, Math.min(limit, 200));
        return notes.forClient(clientId)
                .flatMap(note -> Mono.justOrEmpty(hit(note, pattern)))
                .take(max);
    }

    private static NoteHit hit(SurveyNote note, Pattern pattern) {
        if (note.text() == null) {
            return null;
        }
        Matcher m = pattern.matcher(note.text());
        if (!m.find()) {
            return null;
        }
        int from = Math.max(0, m.start() - 40);
        int to = Math.min(note.text().length(), m.end() + 40);
        String excerpt = (from > 0 ? "..." : "") + note.text().substring(from, to) + (to < note.text().length() ? "..." : "");
        return new NoteHit(note.surveyId(), note.site(), note.treeTag(), note.surveyed(), excerpt);
    }
}
