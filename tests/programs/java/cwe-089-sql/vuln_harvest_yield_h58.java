// harvest yield (h58 set)
package com.greenacre.fieldbook;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.javalin.Javalin;
import io.javalin.http.BadRequestResponse;
import io.javalin.http.Context;
import io.javalin.http.Handler;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Predicate;

final class HarvestYieldApi {

    record YieldRow(String field, String crop, int season, double tonnesPerHectare) {}

    private static final Predicate<String> NOT_BLANK = s -> s != null && !s.isBlank();

    private final HikariDataSource pool;
    private final ExecutorService dbWorkers = Executors.newFixedThreadPool(4);

    HarvestYieldApi(HikariDataSource pool) {
        this.pool = pool;
    }

    private static HikariDataSource poolFromEnv() {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(System.getenv("FIELDBOOK_JDBC_URL"));
        cfg.setUsername(System.getenv("FIELDBOOK_DB_USER"));
        cfg.setPassword(System.getenv("FIELDBOOK_DB_PASSWORD"));
        cfg.setMaximumPoolSize(8);
        return new HikariDataSource(cfg);
    }

    private List<YieldRow> loadYields(String crop) {
        String sql = "SELECT field_code, crop, season, t_per_ha FROM harvest_yields "
                + "WHERE crop = '" + crop + "' ORDER BY season DESC";
        try (Connection conn = pool.getConnection();
             Statement st = conn.createStatement();
             ResultSet rs = st.executeQuery(sql)) {
            List<YieldRow> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(new YieldRow(rs.getString(1), rs.getString(2), rs.getInt(3), rs.getDouble(4)));
            }
            return rows;
        } catch (SQLException e) {
            throw new IllegalStateException("yield lookup failed", e);
        }
    }

    private void yieldsByCrop(Context ctx) {
        String crop = Optional.ofNullable(ctx.queryParam("crop"))
                .filter(NOT_BLANK)
                .map(String::trim)
                .orElseThrow(() -> new BadRequestResponse("crop is required"));

        ctx.future(() -> CompletableFuture
                .supplyAsync(() -> loadYields(crop), dbWorkers)
                .thenAccept(rows -> ctx.json(Map.of(
                        "crop", crop,
                        "seasons", rows.size(),
                        "rows", rows))));
    }

    private Map<String, Handler> routes() {
        return Map.of(
                "/yields", this::yieldsByCrop,
                "/health", ctx -> ctx.result("ok"));
    }

    public static void main(String[] args) {
        HarvestYieldApi api = new HarvestYieldApi(poolFromEnv());
        Javalin app = Javalin.create();
        api.routes().forEach(app::get);
        app.start(Integer.parseInt(Optional.ofNullable(System.getenv("PORT")).orElse("7070")));
    }
}
