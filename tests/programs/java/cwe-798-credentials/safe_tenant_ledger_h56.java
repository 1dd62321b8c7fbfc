// Micronaut factory wiring the connection pool for the tenant rent ledger database
package realty.harborview.ledger;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.micronaut.context.annotation.Bean;
import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import jakarta.inject.Singleton;
import java.util.Map;
import java.util.function.Consumer;
import javax.sql.DataSource;

@Factory
public class LedgerDataSourceFactory {

    private static final String LEDGER_USER = "ledger_app";

    private final String jdbcUrl;
    private final String ledgerPassword;

    public LedgerDataSourceFactory(@Value("${ledger.jdbc-url}") String jdbcUrl,
                                   @Value("${ledger.password}") String ledgerPassword) {
        this.jdbcUrl = jdbcUrl;
        this.ledgerPassword = ledgerPassword;
    }

    private static Consumer<HikariConfig> poolTuning() {
        return cfg -> {
            cfg.setMaximumPoolSize(12);
            cfg.setMinimumIdle(2);
            cfg.setConnectionTimeout(5_000);
            cfg.setPoolName("tenant-ledger");
        };
    }

    private Consumer<HikariConfig> connection() {
        return cfg -> {
            cfg.setJdbcUrl(jdbcUrl);
            cfg.setUsername(LEDGER_USER);
            cfg.setPassword(ledgerPassword);
            Map.of("sslmode", "require", "ApplicationName", "tenant-ledger").forEach(cfg::addDataSourceProperty);
        };
    }

    @Singleton
    @Bean(preDestroy = "close")
    public DataSource ledgerDataSource() {
        HikariConfig cfg = new HikariConfig();
        connection().andThen(poolTuning()).accept(cfg);
        return new HikariDataSource(cfg);
    }
}
