// A tank readings program of the h62 set (cwe-089-sql).
package com.reefline.monitor;

import io.javalin.Javalin;
import io.javalin.http.Context;
import org.jdbi.v3.core.Jdbi;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * Water chemistry history for the display tanks, used by the aquarists' tablet app.
 */
class TankReadingsApp {

    record ReadingQuery(String tankId, String parameter, int limit) {}

    record Reading(String tankId, String parameter, double value, String takenAt) {}

    private static final Set<String> PARAMETERS =
            Set.of("ph", "salinity", "nitrate", "ammonia", "temperature", "alkalinity");

    private final Jdbi jdbi;
    private final ExecutorService dbPool = Executors.newWorkStealingPool(4);

    TankReadingsApp(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    static Optional<ReadingQuery> parse(Context ctx) {
        String tank = ctx.pathParam("tankId");
        String parameter = Optional.ofNullable(ctx.queryParam("parameter"))
                .map(p -> p.toLowerCase(Locale.ROOT))
                .orElse("temperature");
        int limit = ctx.queryParamAsClass("limit", Integer.class)
                .check(n -> n > 0 && n <= 500, "limit must be between 1 and 500")
                .getOrDefault(50);
        if (!PARAMETERS.contains(parameter)) {
            return Optional.empty();
        }
        return Optional.of(new ReadingQuery(tank, parameter, limit));
    }

    private final Function<ReadingQuery, List<Reading>> loader = query -> jdbi.withHandle(handle ->
            handle.createQuery("SELECT tank_id, parameter, value, taken_at FROM readings "
                            + "WHERE tank_id = '" + query.tankId() + "' AND parameter = :parameter "
                            + "ORDER BY taken_at DESC LIMIT :limit")
                    .bind("parameter", query.parameter())
                    .bind("limit", query.limit())
                    .map((rs, stmtCtx) -> new Reading(
                            rs.getString("tank_id"),
                            rs.getString("parameter"),
                            rs.getDouble("value"),
                            rs.getString("taken_at")))
                    .list());

    CompletableFuture<List<Reading>> fetch(ReadingQuery query) {
        return CompletableFuture.supplyAsync(() -> loader.apply(query), dbPool);
    }

    public static void main(String[] args) {
        Jdbi jdbi = Jdbi.create(System.getenv("REEF_DB_URL"),
                System.getenv("REEF_DB_USER"), System.getenv("REEF_DB_PASSWORD"));
        TankReadingsApp app = new TankReadingsApp(jdbi);

        Javalin.create()
                .get("/tanks/{tankId}/readings", ctx -> {
                    Optional<ReadingQuery> query = parse(ctx);
                    if (query.isEmpty()) {
                        ctx.status(400).result("unknown water parameter");
                        return;
                    }
                    ctx.future(() -> app.fetch(query.get()).thenAccept(ctx::json));
                })
                .start(7070);
    }
}
