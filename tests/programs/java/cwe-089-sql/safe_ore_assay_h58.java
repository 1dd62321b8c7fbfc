// ore assay (h58 set)
package com.ironridge.assaylab;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Promise;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.pgclient.PgPool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;

import java.util.function.Function;
import java.util.stream.StreamSupport;

class AssayResultsVerticle extends AbstractVerticle {

    private PgPool pool;

    private static final Function<Row, JsonObject> TO_JSON = row -> new JsonObject()
            .put("sampleId", row.getString("sample_id"))
            .put("drillHole", row.getString("drill_hole"))
            .put("depthFrom", row.getDouble("depth_from_m"))
            .put("depthTo", row.getDouble("depth_to_m"))
            .put("auGpt", row.getDouble("au_g_per_t"))
            .put("cuPct", row.getDouble("cu_pct"));

    private static JsonArray toArray(RowSet<Row> rows) {
        return StreamSupport.stream(rows.spliterator(), false)
                .map(TO_JSON)
                .collect(JsonArray::new, JsonArray::add, JsonArray::addAll);
    }

    private void intervalsForHole(RoutingContext ctx) {
        String holeId = ctx.pathParam("holeId");
        if (holeId == null || holeId.isBlank()) {
            ctx.response().setStatusCode(400).end();
            return;
        }
        pool.preparedQuery("SELECT sample_id, drill_hole, depth_from_m, depth_to_m, au_g_per_t, cu_pct "
                        + "FROM assay_intervals WHERE drill_hole = $1 ORDER BY depth_from_m")
                .execute(Tuple.of(holeId))
                .map(AssayResultsVerticle::toArray)
                .onSuccess(arr -> ctx.response()
                        .putHeader("content-type", "application/json")
                        .end(arr.encode()))
                .onFailure(ctx::fail);
    }

    @Override
    public void start(Promise<Void> startPromise) {
        pool = PgPool.pool(vertx, PgConnectOptions.fromEnv(), new PoolOptions().setMaxSize(6));

        Router router = Router.router(vertx);
        router.get("/holes/:holeId/intervals").handler(this::intervalsForHole);
        router.get("/ping").handler(ctx -> ctx.response().end("pong"));

        int port = Integer.parseInt(System.getenv().getOrDefault("ASSAY_HTTP_PORT", "8088"));
        vertx.createHttpServer()
                .requestHandler(router)
                .listen(port)
                .<Void>mapEmpty()
                .onComplete(startPromise);
    }
}
