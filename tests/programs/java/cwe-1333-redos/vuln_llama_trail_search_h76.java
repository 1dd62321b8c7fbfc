// A llama trekking outfit trail search program of the h76 set (cwe-1333-redos).
package com.andeanpack.trails;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record Trail(String name, String region, int days, String difficulty, String notes) {
}

final class TrailMatchers {
    static final Map<String, Function<String, Predicate<Trail>>> BY_MODE = Map.of(
            "prefix", TrailMatchers::prefix,
            "match", TrailMatchers::match);

    private TrailMatchers() {
    }

    private static Predicate<Trail> prefix(String term) {
        String lower = term.toLowerCase();
        return trail -> trail.name().toLowerCase().startsWith(lower);
    }

    private static Predicate<Trail> match(String term) {
        Pattern pattern = Pattern.compile(term, Pattern.CASE_INSENSITIVE);
        return trail -> pattern.matcher(trail.name()).find() || pattern.matcher(trail.notes()).find();
    }
}

class TrailCatalog {
    private final List<Trail> trails;

    TrailCatalog(List<Trail> trails) {
        this.trails = List.copyOf(trails);
    }

    List<Trail> filter(Predicate<Trail> predicate, int maxDays) {
        return trails.stream()
                .filter(t -> t.days() <= maxDays)
                .filter(predicate)
                .collect(Collectors.toList());
    }
}

@RestController
class TrailSearchController {
    private final TrailCatalog catalog = new TrailCatalog(List.of(
            new Trail("Salkantay Ridge", "Cusco", 5, "hard", "high pass, glacier views, pack llamas carry gear"),
            new Trail("Sacred Valley Loop", "Cusco", 2, "easy", "villages and weaving cooperatives"),
            new Trail("Colca Rim Walk", "Arequipa", 3, "moderate", "condor lookout at dawn"),
            new Trail("Cordillera Blanca Traverse", "Ancash", 7, "hard", "remote camps, alpine lakes")));

    @GetMapping("/trails")
    ResponseEntity<?> search(@RequestParam(defaultValue = "prefix") String mode,
                             @RequestParam String q,
                             @RequestParam(defaultValue = "14") int maxDays) {
        Function<String, Predicate<Trail>> factory = TrailMatchers.BY_MODE.get(mode);
        if (factory == null || q.length() > 200) {
            return ResponseEntity.status(400).body(Map.of("error", "unsupported search"));
        }
        try {
            return ResponseEntity.ok(catalog.filter(factory.apply(q), maxDays));
        } catch (PatternSyntaxException e) {
            return ResponseEntity.status(400).body(Map.of("error", "unsupported search"));
        }
    }
}
