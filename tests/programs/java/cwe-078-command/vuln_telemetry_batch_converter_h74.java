// A telemetry batch converter program of the h74 set (cwe-078-command).
package gg.gatecrashleague.telemetry;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;

import io.javalin.Javalin;
import io.javalin.http.Context;

class TelemetryBatchConverter {

    private static final Pattern LOG_NAME = Pattern.compile("[A-Za-z0-9_-]{1,64}\\.bbl");
    private static final String UPLOAD_DIR = "/srv/gatecrash/uploads/";
    private static final String CSV_DIR = "/srv/gatecrash/telemetry/";

    record ConvertBatch(String heatId, List<String> logs) {}

    private final ExecutorService converters = Executors.newVirtualThreadPerTaskExecutor();

    public static void main(String[] args) {
        TelemetryBatchConverter app = new TelemetryBatchConverter();
        Javalin.create()
                .post("/heats/{heatId}/telemetry", app::convert)
                .start(7070);
    }

    void convert(Context ctx) throws InterruptedException {
        String heatId = ctx.pathParam("heatId");
        ConvertBatch batch = ctx.bodyAsClass(ConvertBatch.class);
        List<String> logs = batch.logs();
        if (logs == null || logs.isEmpty() || logs.size() > 12) {
            ctx.status(400).json(Map.of("error", "send between 1 and 12 logs"));
            return;
        }
        if (!LOG_NAME.matcher(logs.get(0)).matches()) {
            ctx.status(400).json(Map.of("error", "unexpected log file name"));
            return;
        }

        List<Future<Integer>> jobs = new ArrayList<>();
        for (String log : logs) {
            jobs.add(converters.submit(() -> decode(heatId, log)));
        }

        List<Map<String, Object>> results = new ArrayList<>();
        for (int i = 0; i < jobs.size(); i++) {
            Integer exit;
            try {
                exit = jobs.get(i).get(90, TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                exit = -1;
            }
            results.add(Map.of("log", logs.get(i), "exit", exit));
        }
        ctx.json(Map.of("heat", heatId, "results", results));
    }

    private int decode(String heatId, String log) throws IOException, InterruptedException {
        String base = log.substring(0, log.length() - 4);
        String shell = "blackbox_decode --stdout " + UPLOAD_DIR + log
                + " > " + CSV_DIR + "heat-" + heatId.hashCode() + "-" + base + ".csv";
        Process p = new ProcessBuilder("bash", "-c", shell).redirectErrorStream(true).start();
        p.getInputStream().transferTo(System.out);
        return p.waitFor();
    }
}
