// Spring controller that lets support agents filter recent ticket subjects by a search term
package com.acme.support.tickets;

import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class TicketSearchController {

    private final TicketRepository tickets;

    public TicketSearchController(TicketRepository tickets) {
        this.tickets = tickets;
    }

    static Pattern compileFilter(String term) {
        return Pattern.compile(".*" + Pattern.quote(term) + ".*", Pattern.CASE_INSENSITIVE);
    }

    @GetMapping("/tickets/search")
    public ResponseEntity<List<String>> search(@RequestParam("q") String q) {
        if (q.isBlank() || q.length() > 200) {
            return ResponseEntity.badRequest().build();
        }
        Pattern filter;
        try {
            filter = compileFilter(q.strip());
        } catch (PatternSyntaxException e) {
            return ResponseEntity.badRequest().build();
        }
        List<String> hits = tickets.recentSubjects(5000).stream()
                .filter(subject -> filter.matcher(subject).matches())
                .limit(200)
                .collect(Collectors.toList());
        return ResponseEntity.ok(hits);
    }

    public interface TicketRepository {
        List<String> recentSubjects(int limit);
    }
}
