// A zoo feeding program of the h60 set (cwe-089-sql).
package org.harbourzoo.keepers;

import io.javalin.Javalin;
import io.javalin.http.Context;

import javax.sql.DataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;

/** Keeper app: who feeds what, and when, in a given enclosure. */
class FeedingScheduleRoutes {

    record FeedingSlot(String enclosure, String species, String feedTime, String keeper) {}

    private final DataSource dataSource;
    private final ExecutorService dbWorkers = Executors.newFixedThreadPool(4);

    FeedingScheduleRoutes(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    void register(Javalin app) {
        app.get("/enclosures/{enclosure}/feedings", ctx -> ctx.future(() -> schedule(ctx)));
    }

    private CompletableFuture<?> schedule(Context ctx) {
        String enclosure = ctx.pathParam("enclosure");
        Optional<String> species = Optional.ofNullable(ctx.queryParam("species"))
                .map(String::trim)
                .filter(s -> !s.isEmpty());

        return CompletableFuture
                .supplyAsync(() -> loadSlots(enclosure, species), dbWorkers)
                .thenApply(slots -> slots.stream()
                        .collect(Collectors.groupingBy(FeedingSlot::keeper, Collectors.toList())))
                .thenAccept(byKeeper -> ctx.json(Map.of("enclosure", enclosure, "keepers", byKeeper)))
                .exceptionally(err -> {
                    ctx.status(503).result("feeding schedule unavailable");
                    return null;
                });
    }

    private List<FeedingSlot> loadSlots(String enclosure, Optional<String> species) {
        String sql = "SELECT enclosure, species, feed_time, keeper FROM feeding_slots"
                + " WHERE enclosure = ?"
                + species.map(s -> " AND species = ?").orElse("")
                + " ORDER BY feed_time";

        try (Connection conn = dataSource.getConnection();
             PreparedStatement st = conn.prepareStatement(sql)) {
            st.setString(1, enclosure);
            if (species.isPresent()) {
                st.setString(2, species.get());
            }
            List<FeedingSlot> slots = new ArrayList<>();
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    slots.add(new FeedingSlot(
                            rs.getString("enclosure"),
                            rs.getString("species"),
                            rs.getString("feed_time"),
                            rs.getString("keeper")));
                }
            }
            return slots;
        } catch (SQLException e) {
            throw new IllegalStateException("feeding slots query failed", e);
        }
    }
}
