// Spring configuration that wires the read-only reporting DataSource for the analytics warehouse.
package com.metricflow.reporting.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
public class WarehouseDataSourceConfig {

    private static final String WAREHOUSE_USER = "reporting_ro";
    private static final String WAREHOUSE_PASSWORD_KEY = "WAREHOUSE_DB_PASSWORD";

    @Value("${warehouse.jdbc-url:jdbc:postgresql://warehouse.internal:5432/analytics?sslmode=verify-full}")
    private String jdbcUrl;

    @Value("${warehouse.pool-size:8}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource warehouseDataSource(Environment environment) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("warehouse-ro");
        config.setJdbcUrl(jdbcUrl);
        config.setUsername(WAREHOUSE_USER);
        config.setPassword(environment.getRequiredProperty(WAREHOUSE_PASSWORD_KEY));
        config.setMaximumPoolSize(poolSize);
        config.setReadOnly(true);
        config.setConnectionTimeout(10_000);
        return new HikariDataSource(config);
    }

    @Bean
    public JdbcTemplate warehouseJdbcTemplate(DataSource warehouseDataSource) {
        JdbcTemplate template = new JdbcTemplate(warehouseDataSource);
        template.setQueryTimeout(120);
        return template;
    }
}
