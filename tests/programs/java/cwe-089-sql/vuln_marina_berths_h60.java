// A marina berths program of the h60 set (cwe-089-sql).
package com.saltmarsh.marina.berths;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgPool;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;

import java.util.Optional;
import java.util.stream.StreamSupport;

/** Harbour office: free berths on a dock that can take a boat of a given length. */
class BerthAvailabilityVerticle extends AbstractVerticle {

    private Pool pool;

    @Override
    public void start(Promise<Void> startPromise) {
        pool = PgPool.pool(vertx, PgConnectOptions.fromEnv(), new PoolOptions().setMaxSize(8));

        Router router = Router.router(vertx);
        router.get("/docks/:dock/free-berths").handler(this::freeBerths);

        vertx.createHttpServer()
                .requestHandler(router)
                .listen(config().getInteger("http.port", 8080))
                .<Void>mapEmpty()
                .onComplete(startPromise);
    }

    private void freeBerths(RoutingContext ctx) {
        String dock = ctx.pathParam("dock");
        double minLength = firstParam(ctx, "minLength").map(Double::valueOf).orElse(0.0);

        findFreeBerths(dock, minLength)
                .map(rows -> StreamSupport.stream(rows.spliterator(), false)
                        .map(BerthAvailabilityVerticle::toJson)
                        .collect(JsonArray::new, JsonArray::add, JsonArray::addAll))
                .onSuccess(berths -> ctx.json(new JsonObject().put("dock", dock).put("berths", berths)))
                .onFailure(err -> ctx.fail(500, err));
    }

    private Future<RowSet<Row>> findFreeBerths(String dock, double minLength) {
        return pool
                .query("SELECT berth_no, length_m, beam_m, shore_power FROM berths"
                        + " WHERE dock = '" + dock + "' AND length_m >= " + minLength
                        + " AND occupied = false ORDER BY length_m")
                .execute();
    }

    private static Optional<String> firstParam(RoutingContext ctx, String name) {
        return ctx.queryParam(name).stream().findFirst().filter(v -> !v.isBlank());
    }

    private static JsonObject toJson(Row row) {
        return new JsonObject()
                .put("berth", row.getString("berth_no"))
                .put("lengthM", row.getDouble("length_m"))
                .put("beamM", row.getDouble("beam_m"))
                .put("shorePower", row.getBoolean("shore_power"));
    }

    @Override
    public void stop() {
        if (pool != null) {
            pool.close();
        }
    }
}
