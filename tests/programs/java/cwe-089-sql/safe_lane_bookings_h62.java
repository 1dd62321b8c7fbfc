// A lane bookings program of the h62 set (cwe-089-sql).
package com.strikezone.lanes;

import io.vertx.core.AbstractVerticle;
import io.vertx.core.Future;
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

/**
 * League night lane bookings for the front desk and the league secretaries.
 */
class LaneBookingVerticle extends AbstractVerticle {

    private static final String LEAGUE_KEY = "league";

    private PgPool pool;

    private static final Function<Row, JsonObject> TO_JSON = row -> new JsonObject()
            .put("lane", row.getInteger("lane"))
            .put("team", row.getString("team"))
            .put("startsAt", row.getLocalDateTime("starts_at").toString());

    @Override
    public void start(Promise<Void> startPromise) {
        pool = PgPool.pool(vertx, PgConnectOptions.fromEnv(), new PoolOptions().setMaxSize(8));

        Router router = Router.router(vertx);
        router.route("/leagues/*").handler(this::resolveLeague);
        router.get("/leagues/bookings").handler(this::listBookings);

        vertx.createHttpServer()
                .requestHandler(router)
                .listen(config().getInteger("http.port", 8080))
                .<Void>mapEmpty()
                .onComplete(startPromise);
    }

    // The league code comes from the desk terminal header, or from the query string for secretaries.
    private void resolveLeague(RoutingContext ctx) {
        String league = ctx.request().getHeader("X-League");
        if (league == null) {
            league = ctx.queryParams().get("league");
        }
        if (league == null || league.isBlank()) {
            ctx.fail(400);
            return;
        }
        ctx.put(LEAGUE_KEY, league.trim());
        ctx.next();
    }

    private void listBookings(RoutingContext ctx) {
        String league = ctx.get(LEAGUE_KEY);
        findBookings(league)
                .map(rows -> {
                    JsonArray out = new JsonArray();
                    rows.forEach(row -> out.add(TO_JSON.apply(row)));
                    return out;
                })
                .onSuccess(ctx::json)
                .onFailure(ctx::fail);
    }

    private Future<RowSet<Row>> findBookings(String league) {
        return pool
                .preparedQuery("SELECT lane, team, starts_at FROM bookings WHERE league_code = $1"
                        + " ORDER BY starts_at, lane")
                .execute(Tuple.of(league));
    }
}
