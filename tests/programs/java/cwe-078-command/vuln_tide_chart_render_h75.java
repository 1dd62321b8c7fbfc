// An oyster farm tide chart render program of the h75 set (cwe-078-command).
package com.saltmarsh.tides;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

final class TideChartService {

    private static final Logger LOG = LoggerFactory.getLogger(TideChartService.class);
    private static final Path REGISTRY = Paths.get("/etc/saltmarsh/stations.txt");
    private static final Path CHART_DIR = Paths.get("/var/cache/saltmarsh/charts");

    static final class ChartException extends Exception {
        final int status;
        ChartException(int status, String message) {
            super(message);
            this.status = status;
        }
    }

    private static Set<String> loadStationRegistry() throws IOException {
        try (Stream<String> lines = Files.lines(REGISTRY)) {
            return lines.map(String::trim).filter(line -> !line.isEmpty() && !line.startsWith("#"))
                    .collect(Collectors.toSet());
        }
    }

    static String resolveStation(String requested) throws ChartException {
        if (requested == null || requested.isBlank()) {
            throw new ChartException(400, "station is required");
        }
        Set<String> known;
        try {
            known = loadStationRegistry();
        } catch (IOException e) {
            LOG.warn("station registry unreadable, continuing without lookup", e);
            return requested;
        }
        if (!known.contains(requested)) {
            throw new ChartException(404, "unknown station");
        }
        return requested;
    }

    static int parseDays(String raw) throws ChartException {
        int days;
        try {
            days = raw == null ? 3 : Integer.parseInt(raw);
        } catch (NumberFormatException e) {
            throw new ChartException(400, "days must be a number");
        }
        if (days < 1 || days > 14) {
            throw new ChartException(400, "days must be 1-14");
        }
        return days;
    }

    static Path render(String station, int days) throws ChartException {
        Path out = CHART_DIR.resolve("tide-" + UUID.randomUUID() + ".png");
        String pipeline = "tidepredict --station " + station + " --days " + days
                + " | gnuplot -e \"set terminal png; set output '" + out + "'\" /opt/saltmarsh/tide.gp";
        Process process = null;
        try {
            Files.createDirectories(CHART_DIR);
            process = new ProcessBuilder("/bin/sh", "-c", pipeline).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                throw new ChartException(504, "chart rendering timed out");
            }
            if (process.exitValue() != 0) {
                LOG.error("renderer exited {}: {}", process.exitValue(), output);
                throw new ChartException(502, "chart rendering failed");
            }
            return out;
        } catch (IOException e) {
            throw new ChartException(500, "could not start renderer");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ChartException(503, "interrupted while rendering");
        } finally {
            if (process != null && process.isAlive()) {
                process.destroyForcibly();
            }
        }
    }

    private static void handleChart(Context ctx) {
        Path chart = null;
        try {
            chart = render(resolveStation(ctx.queryParam("station")), parseDays(ctx.queryParam("days")));
            ctx.contentType("image/png").result(Files.readAllBytes(chart));
        } catch (ChartException e) {
            ctx.status(e.status).result(e.getMessage());
        } catch (IOException e) {
            ctx.status(500).result("chart unavailable");
        } finally {
            if (chart != null) {
                try {
                    Files.deleteIfExists(chart);
                } catch (IOException e) {
                    LOG.debug("could not remove chart {}", chart, e);
                }
            }
        }
    }

    public static void main(String[] args) {
        Javalin.create()
                .get("/tides/chart", TideChartService::handleChart)
                .start(Integer.parseInt(System.getenv().getOrDefault("PORT", "7070")));
    }
}
