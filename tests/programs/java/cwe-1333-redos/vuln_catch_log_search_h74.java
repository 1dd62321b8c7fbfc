// A catch log search program of the h74 set (cwe-1333-redos).
package ca.frozenlakederby.catches;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;

@Serdeable
record Catch(long id, String hole, String angler, String species, double lengthCm, Instant landedAt) {}

@Controller("/derby")
class CatchLogController {

    // holes report catches concurrently from the tablets on the ice
    private final ConcurrentMap<Long, Catch> log = new ConcurrentHashMap<>();

    public static void main(String[] args) {
        Micronaut.run(CatchLogController.class, args);
    }

    @Post("/catches")
    HttpResponse<Catch> report(@Body Catch c) {
        if (c.lengthCm() <= 0 || c.lengthCm() > 200) {
            return HttpResponse.badRequest();
        }
        Catch stored = new Catch(c.id(), c.hole(), c.angler(), c.species(), c.lengthCm(), Instant.now());
        log.put(stored.id(), stored);
        return HttpResponse.created(stored);
    }

    @Get("/catches/search")
    HttpResponse<?> search(@QueryValue String q, @QueryValue(defaultValue = "50") int limit) {
        if (q.isBlank() || q.length() > 100) {
            return HttpResponse.badRequest(Map.of("error", "search text must be 1-100 characters"));
        }
        Pattern matcher;
        try {
            matcher = Pattern.compile(q, Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
        } catch (PatternSyntaxException e) {
            return HttpResponse.badRequest(Map.of("error", "could not read search text"));
        }

        // the log grows to tens of thousands of rows on derby day, so scan it in parallel
        List<Catch> hits = log.values().parallelStream()
                .filter(c -> matcher.matcher(c.species()).find() || matcher.matcher(c.angler()).find())
                .sorted((a, b) -> Double.compare(b.lengthCm(), a.lengthCm()))
                .limit(Math.max(1, Math.min(limit, 200)))
                .toList();
        return HttpResponse.ok(hits);
    }
}
