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
    private static final String DB_PASSWORD = "Bq7!mZr2#Lw9xTe4";

    @Value("${billing.db.url:jdbc:postgresql://billing-db.internal:5432/billing}")
    private String jdbcUrl;

    @Value("${billing.db.pool-size:12}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource billingDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setPoolName("billing");
        cfg.setJdbcUrl(jdbcUrl);
        cfg.setUsername(DB_USER);
        cfg.setPassword(DB_PASSWORD);
        cfg.setMaximumPoolSize(poolSize);
        cfg.setConnectionTimeout(5_000);
        cfg.addDataSourceProperty("sslmode", "verify-full");
        cfg.addDataSourceProperty("ApplicationName", "billing-service");
        return new HikariDataSource(cfg);
    }
}
