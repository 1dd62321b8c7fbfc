// A route restore program of the h71 set (cwe-502-deser).
package uk.sootandbrush.routes;

import java.io.Serializable;
import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.server.ResponseStatusException;

record Stop(String address, String postcode, int flues, boolean birdGuard) implements Serializable {}

record DayRoute(String sweepId, LocalDate day, List<Stop> stops) implements Serializable {}

interface RouteRepository {
    void replace(String sweepId, LocalDate day, DayRoute route);
}

@RestController
class RouteRestoreController {
    private static final Logger log = LoggerFactory.getLogger(RouteRestoreController.class);

    private final ObjectMapper json;
    private final RouteRepository routes;

    RouteRestoreController(ObjectMapper json, RouteRepository routes) {
        this.json = Objects.requireNonNull(json);
        this.routes = Objects.requireNonNull(routes);
    }

    @PostMapping("/sweeps/{sweepId}/routes/restore")
    ResponseEntity<DayRoute> restore(@PathVariable String sweepId, @RequestBody String payload) {
        DayRoute route = parse(payload.strip());
        if (!sweepId.equals(route.sweepId())) {
            throw new ResponseStatusException(HttpStatus.FORBIDDEN, "route belongs to another sweep");
        }
        if (route.stops() == null || route.stops().size() > 40) {
            throw new ResponseStatusException(HttpStatus.UNPROCESSABLE_ENTITY, "a day route has 1-40 stops");
        }
        routes.replace(sweepId, route.day(), route);
        log.info("restored {} stops for {} on {}", route.stops().size(), sweepId, route.day());
        return ResponseEntity.ok(route);
    }

    private DayRoute parse(String payload) {
        try {
            return json.readValue(payload, DayRoute.class);
        } catch (JsonProcessingException notJson) {
            // tablets on app 3.x still upload the old base64 snapshot, which is no longer read
            log.info("rejected non-JSON route upload: {}", notJson.getOriginalMessage());
            throw new ResponseStatusException(HttpStatus.BAD_REQUEST,
                    "route must be JSON; please update the tablet app to 4.x", notJson);
        }
    }
}
