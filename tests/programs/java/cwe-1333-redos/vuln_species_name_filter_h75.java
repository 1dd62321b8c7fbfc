// A mushroom forager species name filter program of the h75 set (cwe-1333-redos).
package com.mycelmap.species;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class SpeciesFilterController {

    private static final Logger log = LoggerFactory.getLogger(SpeciesFilterController.class);
    private static final int MAX_PATTERN_LENGTH = 120;
    private static final int MAX_RESULTS = 200;

    private final List<String> speciesNames;

    SpeciesFilterController() throws IOException {
        this.speciesNames = loadSpecies();
    }

    static class FilterException extends RuntimeException {
        FilterException(String message) {
            super(message);
        }
    }

    private static List<String> loadSpecies() throws IOException {
        try (InputStream in = SpeciesFilterController.class.getResourceAsStream("/species.txt")) {
            if (in == null) {
                throw new IOException("species list missing from classpath");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<String> names = new ArrayList<>();
            for (String line; (line = reader.readLine()) != null; ) {
                if (!line.isBlank()) {
                    names.add(line.strip());
                }
            }
            return List.copyOf(names);
        }
    }

    private static Pattern compileFilter(String expression) {
        if (expression == null || expression.isBlank()) {
            throw new FilterException("pattern is required");
        }
        if (expression.length() > MAX_PATTERN_LENGTH) {
            throw new FilterException("pattern is too long");
        }
        try {
            return Pattern.compile(expression, Pattern.CASE_INSENSITIVE);
        } catch (PatternSyntaxException e) {
            log.debug("pattern is not a valid regex, matching it literally: {}", e.getMessage());
            return Pattern.compile(Pattern.quote(expression), Pattern.CASE_INSENSITIVE);
        }
    }

    @GetMapping("/species/filter")
    public Map<String, Object> filter(@RequestParam(value = "pattern", required = false) String expression) {
        Pattern pattern = compileFilter(expression);
        List<String> matches = new ArrayList<>();
        boolean truncated = false;
        for (String name : speciesNames) {
            if (!pattern.matcher(name).find()) {
                continue;
            }
            if (matches.size() == MAX_RESULTS) {
                truncated = true;
                break;
            }
            matches.add(name);
        }
        return Map.of("count", matches.size(), "truncated", truncated, "species", matches);
    }

    @ExceptionHandler(FilterException.class)
    public ResponseEntity<Map<String, String>> onFilterProblem(FilterException e) {
        return ResponseEntity.badRequest().body(Map.of("error", e.getMessage()));
    }
}
