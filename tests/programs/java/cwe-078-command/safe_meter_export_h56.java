// Vert.x route that exports a month of interval readings for a smart meter using the reporting CLI
package energy.gridline.export;

import io.vertx.core.Vertx;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

public class MeterExportRoutes {

    private static final Pattern METER_ID = Pattern.compile("[A-Z]{2}-\\d{6}");
    private static final UnaryOperator<String> TRIM = s -> s == null ? "" : s.trim();

    private final Vertx vertx;

    public MeterExportRoutes(Vertx vertx) {
        this.vertx = vertx;
    }

    public void mount(Router router) {
        router.post("/meters/:meterId/export").handler(this::export);
    }

    static Optional<YearMonth> parseMonth(String raw) {
        try {
            return Optional.of(YearMonth.parse(raw));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private void export(RoutingContext ctx) {
        String meterId = TRIM.apply(ctx.pathParam("meterId"));
        Optional<YearMonth> month = parseMonth(TRIM.apply(ctx.request().getParam("month")));
        if (!METER_ID.matcher(meterId).matches() || month.isEmpty()) {
            ctx.response().setStatusCode(400).end("unknown meter or month");
            return;
        }
        vertx.<Integer>executeBlocking(promise -> {
            try {
                String cmd = String.format("/opt/gridline/bin/readings-export --meter %s --month %s --out /exports",
                        meterId, month.get());
                Process p = new ProcessBuilder("sh", "-c", cmd).inheritIO().start();
                promise.complete(p.waitFor());
            } catch (IOException | InterruptedException e) {
                promise.fail(e);
            }
        }).onSuccess(code -> ctx.response().end(code == 0 ? "exported" : "export failed"))
          .onFailure(err -> ctx.fail(500, err));
    }
}
