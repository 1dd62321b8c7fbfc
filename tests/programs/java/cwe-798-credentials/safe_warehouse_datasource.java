// Spring configuration that builds the HikariCP connection pool for the warehouse reporting database
package com.acme.reporting.config;

import javax.sql.DataSource;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.jdbc.core.JdbcTemplate;

@Configuration
public class WarehouseDataSourceConfig {

    private static final String REPORTING_USER = "reporting_ro";

    @Value("${WAREHOUSE_DB_PASSWORD}")
    private String reportingPassword;

    @Value("${warehouse.jdbc-url:jdbc:postgresql://warehouse-db.internal:5432/dw}")
    private String jdbcUrl;

    @Value("${warehouse.pool-size:8}")
    private int poolSize;

    @Bean(destroyMethod = "close")
    public DataSource warehouseDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setPoolName("warehouse");
        cfg.setJdbcUrl(jdbcUrl);
        cfg.setUsername(REPORTING_USER);
        cfg.setPassword(reportingPassword);
        cfg.setMaximumPoolSize(poolSize);
        cfg.setReadOnly(true);
        cfg.addDataSourceProperty("sslmode", "verify-full");
        return new HikariDataSource(cfg);
    }

    @Bean
    public JdbcTemplate warehouseJdbcTemplate(DataSource warehouseDataSource) {
        JdbcTemplate t = new JdbcTemplate(warehouseDataSource);
        t.setQueryTimeout(120);
        return t;
    }
}
