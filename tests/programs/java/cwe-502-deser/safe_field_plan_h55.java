// JAX-RS resource that imports seasonal planting plans uploaded by farmers as YAML documents
package farm.planning;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

record PlantingStep(String field, String crop, String sowWeek, double hectares) {}

class PlanParser {
    private final Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));

    List<PlantingStep> parse(InputStream body) {
        Object doc = yaml.load(body);
        if (!(doc instanceof Map<?, ?> root) || !(root.get("steps") instanceof List<?> steps)) {
            throw new YAMLException("plan must contain a 'steps' list");
        }
        List<PlantingStep> out = new ArrayList<>();
        for (Object item : steps) {
            Map<?, ?> m = (Map<?, ?>) item;
            out.add(new PlantingStep(String.valueOf(m.get("field")), String.valueOf(m.get("crop")),
                    String.valueOf(m.get("sow")), Double.parseDouble(String.valueOf(m.get("hectares")))));
        }
        return out;
    }
}

interface PlanStore {
    void replace(long farmId, List<PlantingStep> steps);
}

@Path("/farms/{farmId}/plan")
class FieldPlanResource {
    @Inject PlanStore store;
    private final PlanParser parser = new PlanParser();

    @POST
    @Consumes({"application/yaml", "text/yaml"})
    public Response upload(@PathParam("farmId") long farmId, InputStream body) {
        try {
            List<PlantingStep> steps = parser.parse(body);
            store.replace(farmId, steps);
            return Response.ok(Map.of("steps", steps.size())).build();
        } catch (YAMLException | ClassCastException | NumberFormatException e) {
            return Response.status(422).entity(Map.of("error", "invalid plan")).build();
        }
    }
}
