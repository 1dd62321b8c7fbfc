// JAX-RS resource that imports tour itineraries uploaded by travel agents as YAML.
package travel.alpinetrek.itinerary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

@Path("/agents/{agentId}/itineraries")
public class ItineraryImportResource {

    @Inject
    ItineraryRepository repository;

    private static final Function<Map<String, Object>, Stop> TO_STOP = m -> new Stop(
        String.valueOf(m.get("town")),
        Integer.parseInt(String.valueOf(m.getOrDefault("nights", 1))),
        String.valueOf(m.getOrDefault("lodging", "tbd")));

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asMap(Object o) {
        return (Map<String, Object>) o;
    }

    @POST
    @Consumes({"application/x-yaml", "text/yaml"})
    public Response importItinerary(@PathParam("agentId") String agentId, String yamlBody) {
        Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
        Object parsed = yaml.load(yamlBody);
        if (!(parsed instanceof Map<?, ?> doc) || !(doc.get("stops") instanceof List<?> rawStops)) {
            return Response.status(422).entity("expected a mapping with a stops list").build();
        }
        List<Stop> stops = rawStops.stream()
            .filter(Map.class::isInstance)
            .map(o -> TO_STOP.apply(asMap(o)))
            .collect(Collectors.toList());
        String id = repository.save(agentId, String.valueOf(doc.get("title")), stops);
        return Response.status(201).entity(Map.of("id", id, "stops", stops.size())).build();
    }
}
