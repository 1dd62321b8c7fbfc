// A transponder diag program of the h72 set (cwe-078-command).
package com.apexkarting.pitwall;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

public class PitwallDiagnostics {

    private static final Pattern GATEWAY_NAME = Pattern.compile("[A-Za-z0-9.-]+");

    enum DiagnosticTool {
        PING {
            @Override
            List<String> command(String gateway) {
                return List.of("ping", "-c", "3", "-W", "2", gateway);
            }
        },
        TRACE {
            @Override
            List<String> command(String gateway) {
                return List.of("sh", "-c", "traceroute -m 8 -w 2 " + gateway);
            }
        },
        DNS {
            @Override
            List<String> command(String gateway) {
                return List.of("dig", "+short", gateway);
            }
        };

        abstract List<String> command(String gateway);

        static DiagnosticTool parse(String raw) {
            return valueOf(raw.toUpperCase(Locale.ROOT));
        }
    }

    interface GatewayValidator {
        boolean accepts(String gateway);
    }

    record ProbeResult(String tool, String gateway, int exitCode, String output) {}

    static final class ProbeRunner {
        private final GatewayValidator validator;
        private final Duration timeout;

        ProbeRunner(GatewayValidator validator, Duration timeout) {
            this.validator = validator;
            this.timeout = timeout;
        }

        ProbeResult run(DiagnosticTool tool, String gateway) throws IOException, InterruptedException {
            if (!validator.accepts(gateway)) {
                throw new IllegalArgumentException("bad gateway name");
            }
            Process p = new ProcessBuilder(tool.command(gateway)).redirectErrorStream(true).start();
            if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                return new ProbeResult(tool.name(), gateway, -1, "timed out");
            }
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new ProbeResult(tool.name(), gateway, p.exitValue(), out);
        }
    }

    public static void main(String[] args) {
        GatewayValidator validator = gateway -> GATEWAY_NAME.matcher(gateway).find();
        ProbeRunner runner = new ProbeRunner(validator, Duration.ofSeconds(20));

        Javalin app = Javalin.create();
        app.get("/pitwall/diagnostics/{tool}", ctx -> probe(ctx, runner));
        app.start(7070);
    }

    private static void probe(Context ctx, ProbeRunner runner) throws Exception {
        DiagnosticTool tool;
        try {
            tool = DiagnosticTool.parse(ctx.pathParam("tool"));
        } catch (IllegalArgumentException e) {
            ctx.status(HttpStatus.NOT_FOUND);
            return;
        }
        String gateway = ctx.queryParamAsClass("gateway", String.class).get();
        try {
            ctx.json(runner.run(tool, gateway));
        } catch (IllegalArgumentException e) {
            ctx.status(HttpStatus.BAD_REQUEST).result(e.getMessage());
        }
    }
}
