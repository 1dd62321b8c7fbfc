// A lift board program of the h60 set (cwe-079-xss).
package ch.glacierpeak.resort.lifts;

import org.thymeleaf.TemplateEngine;
import org.thymeleaf.context.Context;
import org.thymeleaf.templatemode.TemplateMode;
import org.thymeleaf.templateresolver.StringTemplateResolver;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static spark.Spark.get;
import static spark.Spark.port;

/** Lobby screens and phones: live lift status, filterable by sector name. */
class LiftBoardServer {

    record Lift(String name, String sector, String status, int waitMinutes) {}

    interface LiftTelemetry {
        CompletableFuture<List<Lift>> currentStatus();
    }

    private static final String TEMPLATE = """
            <!doctype html>
            <html>
            <head><title>Lift status</title></head>
            <body>
              <h1>Lift status</h1>
              <p th:if="${sector}">Showing lifts in sector: <strong th:text="${sector}">all</strong></p>
              <table>
                <tr th:each="lift : ${lifts}">
                  <td th:text="${lift.name}">name</td>
                  <td th:text="${lift.status}">status</td>
                  <td th:text="${lift.waitMinutes} + ' min'">0 min</td>
                </tr>
              </table>
            </body>
            </html>
            """;

    private final TemplateEngine engine = new TemplateEngine();
    private final LiftTelemetry telemetry;

    LiftBoardServer(LiftTelemetry telemetry) {
        this.telemetry = telemetry;
        StringTemplateResolver resolver = new StringTemplateResolver();
        resolver.setTemplateMode(TemplateMode.HTML);
        engine.setTemplateResolver(resolver);
    }

    void start() {
        port(8081);
        get("/lifts", (req, res) -> {
            Optional<String> sector = Optional.ofNullable(req.queryParams("sector"))
                    .map(String::trim)
                    .filter(s -> !s.isEmpty());
            Predicate<Lift> inSector = sector
                    .<Predicate<Lift>>map(s -> lift -> lift.sector().equalsIgnoreCase(s))
                    .orElse(lift -> true);

            List<Lift> lifts = telemetry.currentStatus()
                    .thenApply(all -> all.stream().filter(inSector).collect(Collectors.toList()))
                    .get(5, TimeUnit.SECONDS);

            res.type("text/html; charset=utf-8");
            return engine.process(TEMPLATE, new Context(Locale.ENGLISH,
                    Map.of("sector", sector.orElse(""), "lifts", lifts)));
        });
    }
}
