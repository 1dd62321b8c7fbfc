// Spring configuration that builds the pooled JDBC DataSource for the billing database.
package com.acme.billing.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class BillingDataSourceConfig {

    private static final String DB_USER = "billing_app";
    private static final String DB_PASSWORD_ENV = "BILLING_DB_PASSWORD";

    @Value("${billing.db.url:jdbc:postgresql://billing-db.internal:5432/billing}")
    private String jdbcUrl;

    @Value("${billing.db.pool-size:12}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource billingDataSource() {
        String password = System.getenv(DB_PASSWORD_ENV);
        if (password == null || password.isEmpty()) {
            throw new IllegalStateException(DB_PASSWORD_ENV + " is not set");
        }
        HikariConfig cfg = new HikariConfig();
        cfg.setPoolName("billing");
        cfg.setJdbcUrl(jdbcUrl);
        cfg.setUsername(DB_USER);
        cfg.setPassword(password);
        cfg.setMaximumPoolSize(poolSize);
        cfg.setConnectionTimeout(5_000);
        cfg.addDataSourceProperty("sslmode", "verify-full");
        cfg.addDataSourceProperty("ApplicationName", "billing-service");
        return new HikariDataSource(cfg);
    }
}
