// Spring configuration that wires the read-only reporting DataSource for the analytics warehouse.
package com.metricflow.reporting.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
public class WarehouseDataSourceConfig {

    private static final String WAREHOUSE_USER = "reporting_ro";
    private static final String WAREHOUSE_PASSWORD = "Rp0rt!ng-Wh_2024#east";

    @Value("${warehouse.jdbc-url:jdbc:postgresql://warehouse.internal:5432/analytics?sslmode=verify-full}")
    private String jdbcUrl;

    @Value("${warehouse.pool-size:8}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource warehouseDataSource() {
        HikariConfig config = new HikariConfig();
        config.setPoolName("warehouse-ro");
        config.setJdbcUrl(jdbcUrl);
        config.setUsername(WAREHOUSE_USER);
        config.setPassword(WAREHOUSE_PASSWORD);
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
