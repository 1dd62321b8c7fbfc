// haul truck telemetry (h58 set)
package com.ironridge.fleet;

import com.influxdb.client.InfluxDBClient;
import com.influxdb.client.InfluxDBClientFactory;
import com.influxdb.client.WriteApi;
import com.influxdb.client.domain.WritePrecision;
import com.influxdb.client.write.Point;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Predicate;

final class HaulTruckTelemetrySink implements AutoCloseable {

    record Reading(String truckId, String pit, double payloadTonnes, double engineTempC,
                   double tyrePressureKpa, Instant at) {}

    record InfluxSettings(String url, String org, String bucket, char[] token) {
        static InfluxSettings load() {
            return new InfluxSettings(
                    System.getenv().getOrDefault("INFLUX_URL", "https://influx.ironridge-ops.net:8086"),
                    System.getenv().getOrDefault("INFLUX_ORG", "ironridge"),
                    System.getenv().getOrDefault("INFLUX_BUCKET", "haul-fleet"),
                    Objects.requireNonNull(System.getenv("INFLUX_TOKEN"), "INFLUX_TOKEN not set").toCharArray());
        }
    }

    private static final Predicate<Reading> PLAUSIBLE = r -> r.payloadTonnes() >= 0 && r.payloadTonnes() < 450
            && r.engineTempC() > -40 && r.engineTempC() < 160;

    private static final Function<Reading, Point> TO_POINT = r -> Point.measurement("haul_truck")
            .addTag("truck", r.truckId())
            .addTag("pit", r.pit())
            .addField("payload_t", r.payloadTonnes())
            .addField("engine_temp_c", r.engineTempC())
            .addField("tyre_kpa", r.tyrePressureKpa())
            .time(r.at(), WritePrecision.MS);

    private final BlockingQueue<Reading> inbox = new LinkedBlockingQueue<>(50_000);
    private final ExecutorService drainer = Executors.newSingleThreadExecutor();
    private final InfluxDBClient client;
    private final WriteApi writes;

    HaulTruckTelemetrySink(InfluxSettings settings) {
        this.client = InfluxDBClientFactory.create(settings.url(), settings.token(), settings.org(), settings.bucket());
        this.writes = client.makeWriteApi();
        drainer.submit(this::drainLoop);
    }

    boolean offer(Reading reading) {
        return PLAUSIBLE.test(reading) && inbox.offer(reading);
    }

    private void drainLoop() {
        List<Reading> batch = new java.util.ArrayList<>(500);
        while (!Thread.currentThread().isInterrupted()) {
            try {
                Reading first = inbox.poll(2, TimeUnit.SECONDS);
                if (first == null) {
                    continue;
                }
                batch.add(first);
                inbox.drainTo(batch, 499);
                writes.writePoints(batch.stream().map(TO_POINT).toList());
                batch.clear();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    @Override
    public void close() {
        drainer.shutdownNow();
        writes.close();
        client.close();
    }
}
