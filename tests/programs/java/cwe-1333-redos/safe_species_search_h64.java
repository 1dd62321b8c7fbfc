// A species search program of the h64 set (cwe-1333-redos).
package org.myceliumguild.species;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import io.micronaut.serde.annotation.Serdeable;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Collectors;

/**
 * Field guide search used by the foraging app:
 * {"filters":{"name":"boletus","habitats":["beech","oak"],"edibleOnly":true}}
 */
@Controller("/guide")
class SpeciesSearchController {

    @Serdeable
    record Species(String latin, String common, Set<String> habitats, boolean edible) {}

    @Serdeable
    record Filters(String name, List<String> habitats, boolean edibleOnly) {}

    @Serdeable
    record SearchRequest(Filters filters, Integer limit) {}

    interface FieldGuide {
        List<Species> allSpecies();
    }

    private final FieldGuide guide;

    SpeciesSearchController(FieldGuide guide) {
        this.guide = guide;
    }

    @Post("/search")
    HttpResponse<?> search(@Body SearchRequest request) {
        Filters f = request.filters();
        if (f == null) {
            return HttpResponse.badRequest(Map.of("error", "filters required"));
        }
        String name = f.name() == null ? "" : f.name().trim();
        if (name.length() > 64) {
            return HttpResponse.badRequest(Map.of("error", "name too long"));
        }
        Pattern namePattern;
        try {
            namePattern = Pattern.compile(Pattern.quote(name), Pattern.CASE_INSENSITIVE);
        } catch (PatternSyntaxException e) {
            return HttpResponse.badRequest(Map.of("error", "bad name filter"));
        }
        Set<String> habitats = f.habitats() == null ? Set.of()
                : f.habitats().stream().map(String::toLowerCase).collect(Collectors.toSet());
        int limit = request.limit() == null ? 25 : Math.max(1, Math.min(request.limit(), 100));

        List<Species> hits = new ArrayList<>();
        for (Species s : guide.allSpecies()) {
            if (f.edibleOnly() && !s.edible()) {
                continue;
            }
            if (!habitats.isEmpty() && s.habitats().stream().noneMatch(habitats::contains)) {
                continue;
            }
            if (namePattern.matcher(s.latin()).find() || namePattern.matcher(s.common()).find()) {
                hits.add(s);
            }
        }
        hits.sort(Comparator.comparing(Species::latin));
        return HttpResponse.ok(hits.subList(0, Math.min(limit, hits.size())));
    }
}
