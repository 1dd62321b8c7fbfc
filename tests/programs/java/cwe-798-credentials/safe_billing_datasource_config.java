// Spring configuration that builds the connection pool for the billing database
package com.acme.billing.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class BillingDataSourceConfig {

    @Value("${billing.db.username:billing_app}")
    private String dbUser;

    @Value("${BILLING_DB_PASSWORD}")
    private String dbPassword;

    @Value("${billing.db.url:jdbc:postgresql://billing-db.internal:5432/billing?sslmode=verify-full}")
    private String jdbcUrl;

    @Value("${billing.db.pool-size:20}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource billingDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setPoolName("billing");
        cfg.setJdbcUrl(jdbcUrl);
        cfg.setUsername(dbUser);
        cfg.setPassword(dbPassword);
        cfg.setMaximumPoolSize(poolSize);
        cfg.setConnectionTimeout(10_000);
        cfg.addDataSourceProperty("ApplicationName", "billing-service");
        return new HikariDataSource(cfg);
    }
}
