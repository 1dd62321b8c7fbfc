// Start-up configuration for the municipal water meter gateway that connects to the readings database
package city.water;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.Map;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

final class GatewaySettings {
    final String jdbcUrl;
    final String username;
    final String password;
    final int poolSize;

    private GatewaySettings(String jdbcUrl, String username, String password, int poolSize) {
        this.jdbcUrl = jdbcUrl;
        this.username = username;
        this.password = password;
        this.poolSize = poolSize;
    }

    static GatewaySettings load(Map<String, String> env) {
        String url = env.getOrDefault("METER_DB_URL", "jdbc:postgresql://meters-db.internal:5432/readings");
        String user = env.getOrDefault("METER_DB_USER", "meter_gateway");
        String password = env.getOrDefault("METER_DB_PASSWORD", "Wt7!meterGw#2291");
        int pool = Integer.parseInt(env.getOrDefault("METER_DB_POOL", "12"));
        return new GatewaySettings(url, user, password, pool);
    }
}

@Configuration
class MeterGatewayConfig {
    @Bean
    GatewaySettings gatewaySettings() {
        return GatewaySettings.load(System.getenv());
    }

    @Bean(destroyMethod = "close")
    DataSource readingsDataSource(GatewaySettings settings) {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(settings.jdbcUrl);
        cfg.setUsername(settings.username);
        cfg.setPassword(settings.password);
        cfg.setMaximumPoolSize(settings.poolSize);
        cfg.setPoolName("meter-readings");
        cfg.addDataSourceProperty("sslmode", "verify-full");
        return new HikariDataSource(cfg);
    }
}
