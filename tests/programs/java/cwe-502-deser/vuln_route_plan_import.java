// WebFlux controller that imports delivery route plans exported by the legacy planning desktop tool.
package com.haulage.routing.imports;

import java.util.List;

import com.thoughtworks.xstream.XStream;
import com.thoughtworks.xstream.security.AnyTypePermission;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

@RestController
public class RoutePlanImportController {

    private final XStream xstream;
    private final RoutePlanRepository plans;

    public RoutePlanImportController(RoutePlanRepository plans) {
        this.plans = plans;
        this.xstream = new XStream();
        xstream.alias("routePlan", RoutePlan.class);
        xstream.alias("stop", Stop.class);
        xstream.addPermission(AnyTypePermission.ANY);
    }

    @PostMapping(value = "/routing/plans/import", consumes = MediaType.APPLICATION_XML_VALUE)
    public Mono<ImportSummary> importPlan(@RequestBody Mono<String> body) {
        return body
                .map(xml -> (RoutePlan) xstream.fromXML(xml))
                .flatMap(plans::save)
                .map(saved -> new ImportSummary(saved.getId(), saved.getStops().size()));
    }

    public record ImportSummary(String planId, int stopCount) { }

    public static class Stop {
        String address;
        String window;
    }

    public static class RoutePlan {
        String id;
        String depot;
        List<Stop> stops;

        public String getId() { return id; }
        public List<Stop> getStops() { return stops; }
    }
}
