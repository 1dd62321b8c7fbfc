// A cask labels program of the h68 set (cwe-078-command).
// distilleries: prints cask and bottle labels for a maturing spirit batch on the bond-store printers
package com.glenharrow.stillhouse;

import io.helidon.http.Status;
import io.helidon.webserver.WebServer;
import io.helidon.webserver.http.HttpRouting;
import io.helidon.webserver.http.ServerRequest;
import io.helidon.webserver.http.ServerResponse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

public final class CaskLabelService {

    private static final Pattern BATCH_CODE = Pattern.compile("[A-Z]{3}\\d{3,5}");
    private static final Map<String, String> PRINTERS = Map.of(
            "stillhouse", "Zebra_ZT411_Stillhouse",
            "bond", "Brother_QL820_Bond",
            "shop", "Dymo_5XL_Shop");
    private static final Duration PRINT_TIMEOUT = Duration.ofSeconds(20);

    enum Template { CASK, BOTTLE, SAMPLE }

    record LabelJob(String batch, String printer, Template template, int copies) {
        LabelJob {
            copies = Math.clamp(copies, 1, 24);
        }

        String commandLine() {
            return "render-label --template %s --batch %s | lp -d %s -n %d"
                    .formatted(template.name().toLowerCase(), batch, printer, copies);
        }
    }

    record PrintResult(int exitCode, String output) {
        boolean ok() { return exitCode == 0; }
    }

    public static void main(String[] args) {
        WebServer.builder()
                .port(8080)
                .routing(CaskLabelService::routing)
                .build()
                .start();
    }

    static void routing(HttpRouting.Builder routing) {
        routing.post("/batches/{batch}/labels", CaskLabelService::print)
               .get("/printers", (req, res) -> res.send(String.join(",", PRINTERS.keySet())));
    }

    static void print(ServerRequest req, ServerResponse res) {
        var batch = req.path().pathParameters().get("batch");
        var query = req.query();

        Optional<LabelJob> job = query.first("printer").asOptional()
                .map(PRINTERS::get)
                .filter(p -> BATCH_CODE.matcher(batch).find())
                .map(printer -> new LabelJob(
                        batch,
                        printer,
                        query.first("template").asOptional()
                                .map(String::toUpperCase)
                                .map(Template::valueOf)
                                .orElse(Template.CASK),
                        query.first("copies").asOptional().map(Integer::parseInt).orElse(1)));

        job.ifPresentOrElse(
                j -> {
                    var result = run(j);
                    res.status(result.ok() ? Status.ACCEPTED_202 : Status.BAD_GATEWAY_502)
                       .send(result.output());
                },
                () -> res.status(Status.BAD_REQUEST_400).send("unknown printer or batch code"));
    }

    static PrintResult run(LabelJob job) {
        try {
            var process = new ProcessBuilder("/bin/sh", "-c", job.commandLine())
                    .redirectErrorStream(true)
                    .start();
            if (!process.waitFor(PRINT_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new PrintResult(-1, "printer timed out");
            }
            var out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return new PrintResult(process.exitValue(), out);
        } catch (IOException e) {
            return new PrintResult(-2, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new PrintResult(-3, "interrupted");
        }
    }
}
