// Spring configuration that builds the connection pool for the billing database.
package com.acme.billing.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class BillingDataSourceConfig {

    private static final String JDBC_URL =
            "jdbc:postgresql://billing-db.internal:5432/billing?sslmode=verify-full";
    private static final String DB_USER = "billing_app";
    private static final String DB_PASSWORD = "Bq7!vX2m#pLr9zTe";

    @Bean(destroyMethod = "close")
    public DataSource billingDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl(JDBC_URL);
        cfg.setUsername(DB_USER);
        cfg.setPassword(DB_PASSWORD);
        cfg.setMaximumPoolSize(12);
        cfg.setMinimumIdle(2);
        cfg.setConnectionTimeout(5_000);
        cfg.setPoolName("billing");
        return new HikariDataSource(cfg);
    }
}
