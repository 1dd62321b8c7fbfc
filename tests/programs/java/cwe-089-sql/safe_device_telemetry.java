// Fleet telemetry resource returning an aggregated sensor metric for one device over a time window
package com.fleetlink.telemetry;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;

import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.ws.rs.BadRequestException;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/devices/{deviceId}/metrics")
@Produces(MediaType.APPLICATION_JSON)
public class DeviceMetricResource {

    private static final Map<String, String> COLUMNS = Map.of(
            "temperature", "temp_c",
            "battery", "battery_pct",
            "signal", "rssi_dbm",
            "speed", "speed_kmh");

    @Inject
    EntityManager em;

    @GET
    public Map<String, Object> aggregate(@PathParam("deviceId") String deviceId,
                                         @QueryParam("metric") @DefaultValue("temperature") String metric,
                                         @QueryParam("hours") @DefaultValue("24") int hours) {
        String column = columnFor(metric);
        Instant since = Instant.now().minus(Duration.ofHours(Math.min(Math.max(hours, 1), 168)));
        String sql = String.format(
                "SELECT avg(%1$s), min(%1$s), max(%1$s) FROM device_reading "
                        + "WHERE device_id = ?1 AND recorded_at > ?2", column);
        Object[] row = (Object[]) em.createNativeQuery(sql)
                .setParameter(1, deviceId)
                .setParameter(2, since)
                .getSingleResult();
        return Map.of("metric", metric, "avg", String.valueOf(row[0]),
                "min", String.valueOf(row[1]), "max", String.valueOf(row[2]));
    }

    private static String columnFor(String metric) {
        String column = COLUMNS.get(metric.toLowerCase());
        if (column == null) {
            throw new BadRequestException("unknown metric");
        }
        return column;
    }
}
