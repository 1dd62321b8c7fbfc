// Pulls latest observations from a regional weather station to drive irrigation scheduling
package ag.aquaplan.irrigation.weather;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.springframework.boot.web.client.RestTemplateBuilder;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestTemplate;

record Observation(String stationId, double rainfallMm, double soilTempC, double windKph) {}

record IrrigationAdvice(long blockId, String station, boolean irrigate, List<String> reasons) {}

@Component
class StationClient {
    private static final Map<String, String> STATION_HOSTS = Map.of(
        "north-valley", "obs.northvalley-ag.net", "river-flats", "wx.riverflats-coop.org",
        "ridge-east", "stations.ridgeeast-weather.com");
    private final RestTemplate rest;

    StationClient(RestTemplateBuilder builder) {
        this.rest = builder.setConnectTimeout(Duration.ofSeconds(3)).setReadTimeout(Duration.ofSeconds(5)).build();
    }

    Observation latest(String station) {
        String host = STATION_HOSTS.get(station);
        if (host == null) {
            throw new IllegalArgumentException("unknown station");
        }
        String url = String.format("https://%s/api/v2/observations/latest", host);
        return rest.getForObject(url, Observation.class);
    }
}

@Service
class IrrigationAdvisor {
    private final StationClient client;

    IrrigationAdvisor(StationClient client) {
        this.client = client;
    }

    IrrigationAdvice advise(long blockId, String station) {
        Observation obs = client.latest(station.trim());
        boolean dry = obs.rainfallMm() < 2.0;
        boolean calm = obs.windKph() < 25.0;
        List<String> reasons = List.of("rain=" + obs.rainfallMm(), "wind=" + obs.windKph());
        return new IrrigationAdvice(blockId, station, dry && calm, reasons);
    }
}

@RestController
class IrrigationController {
    private final IrrigationAdvisor advisor;

    IrrigationController(IrrigationAdvisor advisor) {
        this.advisor = advisor;
    }

    @GetMapping("/blocks/{blockId}/irrigation-advice")
    IrrigationAdvice advice(@PathVariable long blockId, @RequestParam String station) {
        return advisor.advise(blockId, station);
    }
}
