// Spring endpoint that lets support agents filter ticket tags by a search string.
package com.acme.support.tags;

import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

@RestController
public class TagFilterController {

    private final TagRepository tags;

    public TagFilterController(TagRepository tags) {
        this.tags = tags;
    }

    @GetMapping("/support/tags")
    public List<String> filter(@RequestParam("q") String query,
                               @RequestParam(name = "ignoreCase", defaultValue = "true") boolean ignoreCase) {
        if (query.length() > 200) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "query too long");
        }
        Pattern matcher = compile(query, ignoreCase);
        return tags.allTagNames().stream()
                .filter(tag -> matcher.matcher(tag).find())
                .limit(200)
                .collect(Collectors.toList());
    }

    private static Pattern compile(String query, boolean ignoreCase) {
        int flags = ignoreCase ? Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE : 0;
        try {
            return Pattern.compile(Pattern.quote(query), flags);
        } catch (PatternSyntaxException e) {
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST, "invalid query");
        }
    }
}
