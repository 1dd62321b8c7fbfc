// A tide feed program of the h67 set (cwe-319-cleartext).
// lighthouse keepers: pull tide and visibility readings from the hydrographic service into the station log
package org.trinitylights.stationlog;

import io.micronaut.context.annotation.Value;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.runtime.Micronaut;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Singleton;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Pattern;
import java.time.OffsetDateTime;
import java.util.List;

public class StationLogApp {
    public static void main(String[] args) {
        Micronaut.run(StationLogApp.class, args);
    }
}

@Serdeable
record TideReading(OffsetDateTime observedAt, double heightMetres, double visibilityNm, String seaState) {
}

@Client("https://api.hydro-observations.org/v3")
interface HydrographicClient {

    @Get("/stations/{stationCode}/readings{?hours}")
    List<TideReading> readings(@PathVariable String stationCode,
                               @QueryValue int hours,
                               @Header("X-Api-Key") String apiKey);
}

@Singleton
class StationLogService {

    private final HydrographicClient client;
    private final String apiKey;

    StationLogService(HydrographicClient client, @Value("${hydro.api-key}") String apiKey) {
        this.client = client;
        this.apiKey = apiKey;
    }

    List<TideReading> lastReadings(String stationCode, int hours) {
        return client.readings(stationCode, hours, apiKey).stream()
                .filter(r -> r.heightMetres() > -5 && r.heightMetres() < 20)
                .toList();
    }

    boolean foghornAdvised(List<TideReading> readings) {
        return readings.stream().anyMatch(r -> r.visibilityNm() < 2.0);
    }
}

@Serdeable
record StationSummary(String stationCode, List<TideReading> readings, boolean foghornAdvised) {
}

@Controller("/stations")
class StationLogController {

    private final StationLogService service;

    StationLogController(StationLogService service) {
        this.service = service;
    }

    @Get("/{stationCode}/summary{?hours}")
    StationSummary summary(@PathVariable @Pattern(regexp = "[A-Z]{3}[0-9]{2}") String stationCode,
                           @QueryValue(defaultValue = "6") @Min(1) @Max(48) int hours) {
        List<TideReading> readings = service.lastReadings(stationCode, hours);
        return new StationSummary(stationCode, readings, service.foghornAdvised(readings));
    }
}
