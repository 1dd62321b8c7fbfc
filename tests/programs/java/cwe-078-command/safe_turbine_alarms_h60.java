// A turbine alarms program of the h60 set (cwe-078-command).
package net.westridge.windfarm.scada;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/** Maintenance crew tool: count how often an alarm code appears in a turbine's rotated logs. */
class AlarmCountVerticle extends AbstractVerticle {

    private static final String LOG_DIR = "/var/log/turbines";
    private static final Predicate<String> TURBINE_ID = Pattern.compile("^WTG-\\d{2,3}$").asMatchPredicate();
    private static final Predicate<String> ALARM_CODE = Pattern.compile("^[A-Z]{2,4}-\\d{3,5}$").asMatchPredicate();

    @Override
    public void start() {
        Router router = Router.router(vertx);
        router.get("/turbines/:turbine/alarms/:code/count").handler(this::countAlarms);
        vertx.createHttpServer().requestHandler(router).listen(8090);
    }

    private void countAlarms(RoutingContext ctx) {
        String turbine = ctx.pathParam("turbine");
        String alarmCode = ctx.pathParam("code");

        if (!TURBINE_ID.test(turbine) || !ALARM_CODE.test(alarmCode)) {
            ctx.response().setStatusCode(400).end();
            return;
        }

        Future<Integer> count = vertx.executeBlocking(promise -> {
            try {
                promise.complete(runZgrep(turbine, alarmCode));
            } catch (IOException | InterruptedException e) {
                promise.fail(e);
            }
        }, false);

        count.map(n -> new JsonObject().put("turbine", turbine).put("occurrences", n))
                .onSuccess(ctx::json)
                .onFailure(err -> ctx.fail(502, err));
    }

    private static int runZgrep(String turbine, String alarmCode) throws IOException, InterruptedException {
        String logFile = LOG_DIR + "/" + turbine + ".log.gz";
        ProcessBuilder pb = new ProcessBuilder("zgrep", "-c", "-e", alarmCode, "--", logFile);
        pb.redirectErrorStream(true);
        Process proc = pb.start();
        if (!proc.waitFor(20, TimeUnit.SECONDS)) {
            proc.destroyForcibly();
            throw new IOException("zgrep timed out");
        }
        try (InputStream out = proc.getInputStream()) {
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8).trim();
            return text.isEmpty() ? 0 : Integer.parseInt(text.lines().findFirst().orElse("0"));
        }
    }
}
