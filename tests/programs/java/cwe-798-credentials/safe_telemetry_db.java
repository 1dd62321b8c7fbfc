// Persists stamping-press cycle counts from the shop-floor collector into the plant historian database
package com.ironbend.plant.historian;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

record CycleSample(String pressId, long cycles, Instant sampledAt) {}

record HistorianSettings(String jdbcUrl, String user, String password) {
    static HistorianSettings load() {
        String url = System.getenv().getOrDefault("HISTORIAN_JDBC_URL", "jdbc:postgresql://historian.plant.local:5432/presses");
        String password = System.getenv("HISTORIAN_DB_PASSWORD");
        if (password == null || password.isEmpty()) {
            throw new IllegalStateException("HISTORIAN_DB_PASSWORD is not set");
        }
        return new HistorianSettings(url, "press_ingest", password);
    }
}

class CycleRepository {
    private final HistorianSettings settings;

    CycleRepository(HistorianSettings settings) {
        this.settings = settings;
    }

    void insertAll(List<CycleSample> samples) throws SQLException {
        try (Connection c = DriverManager.getConnection(settings.jdbcUrl(), settings.user(), settings.password());
             PreparedStatement ps = c.prepareStatement(
                 "INSERT INTO press_cycles (press_id, cycles, sampled_at) VALUES (?, ?, ?)")) {
            for (CycleSample s : samples) {
                ps.setString(1, s.pressId());
                ps.setLong(2, s.cycles());
                ps.setObject(3, java.sql.Timestamp.from(s.sampledAt()));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }
}

class CycleIngestJob {
    private final CycleRepository repository = new CycleRepository(HistorianSettings.load());
    private final ScheduledExecutorService scheduler = Executors.newSingleThreadScheduledExecutor();

    void start(PressCollector collector) {
        scheduler.scheduleAtFixedRate(() -> {
            try {
                repository.insertAll(collector.drain());
            } catch (SQLException e) {
                System.err.println("historian insert failed: " + e.getMessage());
            }
        }, 0, 15, TimeUnit.SECONDS);
    }
}

interface PressCollector {
    List<CycleSample> drain();
}
