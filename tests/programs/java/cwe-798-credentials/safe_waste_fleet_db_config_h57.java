// Spring configuration that wires the fleet telemetry database and repository for a waste collection company
package com.wasteco.telemetry;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Repository;

record TruckPosition(String truckId, double lat, double lon) {}

@Repository
class TruckPositionRepository {
    private final JdbcTemplate jdbc;

    TruckPositionRepository(JdbcTemplate jdbc) {
        this.jdbc = jdbc;
    }

    List<TruckPosition> latest(int limit) {
        return jdbc.query("SELECT truck_id, lat, lon FROM truck_position ORDER BY seen_at DESC LIMIT ?",
                (rs, i) -> new TruckPosition(rs.getString(1), rs.getDouble(2), rs.getDouble(3)), limit);
    }
}

@Configuration
class TelemetryDataConfig {
    private static final String DB_USER = "fleet_app";

    @Bean
    DataSource telemetryDataSource(Environment env) {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(env.getProperty("telemetry.db.url", "jdbc:postgresql://telemetry-db:5432/fleet"));
        cfg.setUsername(DB_USER);
        cfg.setPassword(env.getRequiredProperty("TELEMETRY_DB_PASSWORD"));
        cfg.setMaximumPoolSize(env.getProperty("telemetry.db.pool", Integer.class, 10));
        cfg.setPoolName("telemetry");
        return new HikariDataSource(cfg);
    }

    @Bean
    JdbcTemplate telemetryJdbc(DataSource telemetryDataSource) {
        return new JdbcTemplate(telemetryDataSource);
    }
}
