// A decoder flash program of the h73 set (cwe-078-command).
package uk.co.gaugeandgradient.workshop;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.StringJoiner;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

public class DecoderFlashVerticle extends AbstractVerticle {

    private static final Map<String, String> FIRMWARE = Map.of(
            "sound-v4", "/opt/workshop/firmware/dcc-sound-4.2.hex",
            "basic-v3", "/opt/workshop/firmware/dcc-basic-3.9.hex",
            "function-v2", "/opt/workshop/firmware/dcc-function-2.1.hex");

    private final ObjectMapper mapper = new ObjectMapper();

    public static void main(String[] args) {
        Vertx.vertx().deployVerticle(new DecoderFlashVerticle());
    }

    @Override
    public void start(Promise<Void> started) {
        Router router = Router.router(vertx);
        router.post("/bench/flash").handler(BodyHandler.create().setBodyLimit(4096));
        router.post("/bench/flash").blockingHandler(this::flash);
        vertx.createHttpServer().requestHandler(router).listen(8088)
                .<Void>mapEmpty()
                .onComplete(started);
    }

    /** Body: {"decoder": "sound-v4", "port": "/dev/ttyUSB0", "loco": "Class 47 D1733"} */
    private void flash(RoutingContext ctx) {
        try {
            JsonNode body = mapper.readTree(ctx.body().asString());
            String decoder = body.path("decoder").asText("").strip().toLowerCase(Locale.ROOT);
            String port = body.path("port").asText("").strip();
            String loco = body.path("loco").asText("unnamed");

            String firmware = FIRMWARE.get(decoder);
            if (firmware == null) {
                ctx.response().setStatusCode(400).end("unknown decoder type");
                return;
            }
            if (!port.startsWith("/dev/tty")) {
                ctx.response().setStatusCode(400).end("port must be a serial device");
                return;
            }

            String command = new StringJoiner(" ")
                    .add("avrdude").add("-p").add("atmega328p").add("-c").add("arduino")
                    .add("-b").add("115200")
                    .add("-P").add(port)
                    .add("-U").add("flash:w:" + firmware + ":i")
                    .toString();
            Process process = new ProcessBuilder("sh", "-c", command).redirectErrorStream(true).start();

            StringBuilder log = new StringBuilder();
            try (BufferedReader out = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                out.lines().limit(500).forEach(l -> log.append(l).append('\n'));
            }
            boolean finished = process.waitFor(120, TimeUnit.SECONDS);
            int exit = finished ? process.exitValue() : -1;

            ctx.json(new JsonObject()
                    .put("loco", loco)
                    .put("decoder", decoder)
                    .put("exitCode", exit)
                    .put("log", log.toString()));
        } catch (IOException e) {
            ctx.response().setStatusCode(500).end("flash failed: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            ctx.fail(e);
        }
    }
}
