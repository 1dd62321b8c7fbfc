// Data source configuration for the insurance underwriting rules service.
package insure.meridian.underwriting.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.util.function.UnaryOperator;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

@Configuration
public class UnderwritingDataConfig {

    private static final String JDBC_URL =
        "jdbc:postgresql://uw-db.internal.meridian.example:5432/underwriting?sslmode=verify-full";
    private static final String DB_USER = "uw_service";
    private static final String DB_PASSWORD_PROPERTY = "underwriting.db.password";

    private static final UnaryOperator<HikariConfig> POOL_TUNING = cfg -> {
        cfg.setMaximumPoolSize(20);
        cfg.setMinimumIdle(4);
        cfg.setConnectionTimeout(5_000);
        cfg.setPoolName("underwriting");
        return cfg;
    };

    @Bean
    public DataSource underwritingDataSource(Environment env) {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(env.getProperty("underwriting.db.url", JDBC_URL));
        cfg.setUsername(env.getProperty("underwriting.db.user", DB_USER));
        cfg.setPassword(env.getRequiredProperty(DB_PASSWORD_PROPERTY));
        cfg.addDataSourceProperty("ApplicationName", "uw-rules");
        return new HikariDataSource(POOL_TUNING.apply(cfg));
    }
}
