// Spring REST controller that imports a group-travel itinerary uploaded by tour operators as YAML.
package com.wayfarer.groups.itinerary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.yaml.snakeyaml.Yaml;

@RestController
public class ItineraryImportController {

    public record Leg(String from, String to, String departs) {}

    public interface ItineraryStore {
        int replaceLegs(long groupId, List<Leg> legs);
    }

    private final ItineraryStore store;

    public ItineraryImportController(ItineraryStore store) {
        this.store = store;
    }

    @PostMapping(value = "/groups/{groupId}/itinerary", consumes = {"application/x-yaml", "text/yaml"})
    public ResponseEntity<String> importItinerary(@PathVariable long groupId, @RequestBody String document) {
        if (document.length() > 256 * 1024) {
            return ResponseEntity.status(413).build();
        }
        Object parsed = new Yaml().load(document);
        if (!(parsed instanceof Map<?, ?> root) || !(root.get("legs") instanceof List<?> rawLegs)) {
            return ResponseEntity.badRequest().body("expected a 'legs' list");
        }
        List<Leg> legs = new ArrayList<>();
        for (Object item : rawLegs) {
            if (item instanceof Map<?, ?> leg) {
                legs.add(new Leg(String.valueOf(leg.get("from")), String.valueOf(leg.get("to")),
                        String.valueOf(leg.get("departs"))));
            }
        }
        int saved = store.replaceLegs(groupId, legs);
        return ResponseEntity.ok("imported " + saved + " legs");
    }
}
