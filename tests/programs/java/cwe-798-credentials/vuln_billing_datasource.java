// Spring configuration that builds the connection pool for the billing PostgreSQL database
package com.acme.billing.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
class BillingDataSourceConfig {

    static final class DbSettings {
        String url = "jdbc:postgresql://billing-db.internal.acme.example:5432/billing?sslmode=verify-full";
        String user = "billing_app";
        String password = "Vq7!rT2m#Lx9pBz4";
        int poolSize = 12;
    }

    @Bean(destroyMethod = "close")
    DataSource billingDataSource() {
        DbSettings settings = new DbSettings();
        HikariConfig config = new HikariConfig();
        config.setPoolName("billing");
        config.setJdbcUrl(settings.url);
        config.setUsername(settings.user);
        config.setPassword(settings.password);
        config.setMaximumPoolSize(settings.poolSize);
        config.setConnectionTimeout(5_000);
        config.addDataSourceProperty("ApplicationName", "billing-service");
        return new HikariDataSource(config);
    }

    @Bean
    JdbcTemplate billingJdbcTemplate(DataSource billingDataSource) {
        return new JdbcTemplate(billingDataSource);
    }
}
