// Dispatch endpoint that imports a polymorphic delivery route plan exported by the planning tool
package net.haulnet.routing;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
class RoutePlanImportController {

    public static class RoutePlan {
        public String routeCode;
        public String vehicleId;
        public List<Object> stops;
        public Map<String, Object> constraints;
    }

    private final ObjectMapper planMapper = new ObjectMapper();
    private final RoutePlanStore store;

    RoutePlanImportController(RoutePlanStore store) {
        this.store = store;
        planMapper.activateDefaultTyping(LaissezFaireSubTypeValidator.instance,
                ObjectMapper.DefaultTyping.NON_FINAL, JsonTypeInfo.As.PROPERTY);
    }

    @PostMapping(value = "/depots/{depot}/route-plans", consumes = "application/json")
    ResponseEntity<Map<String, Object>> importPlan(@PathVariable String depot, @RequestBody String body) {
        RoutePlan plan;
        try {
            plan = planMapper.readValue(body, RoutePlan.class);
        } catch (JsonProcessingException e) {
            return ResponseEntity.badRequest().body(Map.of("error", e.getOriginalMessage()));
        }
        if (plan.stops == null || plan.stops.isEmpty()) {
            return ResponseEntity.unprocessableEntity().body(Map.of("error", "plan has no stops"));
        }
        long id = store.save(depot, plan);
        return ResponseEntity.ok(Map.of("id", id, "stops", plan.stops.size()));
    }

    interface RoutePlanStore {
        long save(String depot, RoutePlan plan);
    }
}
