// A drone tuning import program of the h70 set (cwe-502-deser).
package uk.glenmorrpipes.tuning;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;

class DroneTuningImport {

    record DroneSetting(String drone, double hz, double pinExtensionMm) {}

    record DronePreset(String name, String chanterKey, List<DroneSetting> drones, Map<String, Object> notes) {}

    record ImportSummary(int received, int stored, List<String> names) {}

    private final ObjectMapper mapper = JsonMapper.builder()
            .activateDefaultTyping(LaissezFaireSubTypeValidator.instance, ObjectMapper.DefaultTyping.NON_FINAL)
            .build();

    private final Map<String, DronePreset> library = new ConcurrentHashMap<>();

    private final Function<DronePreset, DronePreset> normalise = p -> new DronePreset(
            p.name().strip(),
            p.chanterKey() == null ? "Bb" : p.chanterKey(),
            p.drones().stream().filter(d -> d.hz() > 50 && d.hz() < 1000).toList(),
            p.notes() == null ? Map.of() : p.notes());

    void importPresets(RoutingContext ctx) {
        List<DronePreset> presets;
        try {
            presets = mapper.readValue(ctx.body().asString(), new TypeReference<List<DronePreset>>() {});
        } catch (Exception e) {
            ctx.response().setStatusCode(400).end("unreadable preset file");
            return;
        }
        Map<String, DronePreset> accepted = presets.stream()
                .filter(p -> p.name() != null && !p.name().isBlank() && p.drones() != null)
                .map(normalise)
                .collect(Collectors.toMap(DronePreset::name, Function.identity(), (a, b) -> b));
        library.putAll(accepted);
        ImportSummary summary = new ImportSummary(presets.size(), accepted.size(),
                accepted.keySet().stream().sorted().toList());
        try {
            ctx.response()
                    .putHeader("Content-Type", "application/json")
                    .end(new ObjectMapper().writeValueAsString(summary));
        } catch (Exception e) {
            ctx.fail(e);
        }
    }

    void listPresets(RoutingContext ctx) {
        String key = ctx.queryParams().get("key");
        List<String> names = library.values().stream()
                .filter(p -> key == null || key.equalsIgnoreCase(p.chanterKey()))
                .map(DronePreset::name)
                .sorted()
                .toList();
        ctx.json(names);
    }

    public static void main(String[] args) {
        Vertx vertx = Vertx.vertx();
        DroneTuningImport presets = new DroneTuningImport();
        Router router = Router.router(vertx);
        router.route().handler(BodyHandler.create().setBodyLimit(512 * 1024));
        router.post("/presets/import").handler(presets::importPresets);
        router.get("/presets").handler(presets::listPresets);
        vertx.createHttpServer().requestHandler(router).listen(8088);
    }
}
