// A blacksmith forge stock inventory report program of the h76 set (cwe-798-credentials).
package org.anvilguild.inventory;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

final class DbSettings {
    private static final Map<String, String> DEFAULTS = Map.of(
            "url", "jdbc:postgresql://db.forge.internal:5432/inventory",
            "user", "forge_app",
            "poolSize", "4");

    private static final Map<String, String> ENV_KEYS = Map.of(
            "url", "FORGE_DB_URL",
            "user", "FORGE_DB_USER",
            "password", "FORGE_DB_PASSWORD",
            "poolSize", "FORGE_DB_POOL");

    private DbSettings() {
    }

    static Map<String, String> resolve(Map<String, String> env) {
        Map<String, String> merged = new HashMap<>(DEFAULTS);
        ENV_KEYS.forEach((key, envName) -> {
            String value = env.get(envName);
            if (value != null && !value.isBlank()) {
                merged.put(key, value);
            }
        });
        if (!merged.containsKey("password")) {
            throw new IllegalStateException("FORGE_DB_PASSWORD must be set");
        }
        return merged;
    }

    static DataSource dataSource(Map<String, String> settings) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(settings.get("url"));
        config.setUsername(settings.get("user"));
        config.setPassword(settings.get("password"));
        config.setMaximumPoolSize(Integer.parseInt(settings.get("poolSize")));
        config.setPoolName("forge-inventory");
        return new HikariDataSource(config);
    }
}

record StockItem(String sku, String material, String form, int onHand, int reorderAt) {
}

class StockRepository {
    private final DataSource dataSource;

    StockRepository(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    List<StockItem> belowReorderLevel() throws SQLException {
        String sql = "SELECT sku, material, form, on_hand, reorder_at FROM stock"
                + " WHERE on_hand <= reorder_at ORDER BY material, form";
        List<StockItem> items = new ArrayList<>();
        try (Connection conn = dataSource.getConnection();
             PreparedStatement ps = conn.prepareStatement(sql);
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                items.add(new StockItem(rs.getString("sku"), rs.getString("material"), rs.getString("form"),
                        rs.getInt("on_hand"), rs.getInt("reorder_at")));
            }
        }
        return items;
    }
}

class ReorderReport {
    public static void main(String[] args) throws Exception {
        Map<String, String> settings = DbSettings.resolve(System.getenv());
        try (HikariDataSource ds = (HikariDataSource) DbSettings.dataSource(settings)) {
            List<StockItem> low = new StockRepository(ds).belowReorderLevel();
            if (low.isEmpty()) {
                System.out.println("all bar stock, coal and flux above reorder levels");
                return;
            }
            System.out.printf("%-10s %-14s %-12s %8s %8s%n", "SKU", "MATERIAL", "FORM", "ON HAND", "REORDER");
            for (StockItem item : low) {
                System.out.printf("%-10s %-14s %-12s %8d %8d%n",
                        item.sku(), item.material(), item.form(), item.onHand(), item.reorderAt());
            }
        }
    }
}
